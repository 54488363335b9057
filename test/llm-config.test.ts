// Configuration: defaults per provider, precedence flags > env > profile > file, one-line errors
// that name the flag, variable or file field at fault.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { llmCliOptions, parseLlmConfig, resolveLlmConfig } from '../runtime/llm/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'llm-config-'));
function file(name: string, value: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  return p;
}

describe('LLM config', () => {
  it('fills provider defaults: base URL, key variable, timeouts, retries, cassette replay', () => {
    const c = parseLlmConfig({ model: 'gpt-x', cassette: { path: 'cassettes/a.cassette.msgpack' } });
    expect(c).toMatchObject({ provider: 'openai', baseUrl: 'https://api.openai.com/v1', apiKeyEnv: 'OPENAI_API_KEY', maxTokensField: 'max_tokens', cassette: { mode: 'replay' } });
    expect(c.timeouts).toEqual({ connectMs: 10_000, headersMs: 300_000, bodyMs: 300_000, requestMs: 900_000 });
    expect(c.retries).toEqual({ max: 4, minDelayMs: 1_000, maxDelayMs: 30_000 });
    const a = parseLlmConfig({ provider: 'anthropic', model: 'claude', baseUrl: 'https://proxy.example/', cassette: { mode: 'off' } });
    expect(a).toMatchObject({ baseUrl: 'https://proxy.example', apiKeyEnv: 'ANTHROPIC_API_KEY' });
  });

  it('layers file < profile < env < flags', () => {
    const f = file('layers.json', {
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:8000/v1',
      model: 'file-model',
      temperature: 0.1,
      seed: 1,
      retries: { max: 2 },
      cassette: { path: 'cassettes/agent.cassette.msgpack', mode: 'auto' },
      profiles: { judge: { model: 'judge-model', temperature: 0, cassette: { path: 'cassettes/judge.cassette.msgpack' } } },
    });
    expect(resolveLlmConfig({ configFile: f, env: {} })).toMatchObject({ model: 'file-model', temperature: 0.1, retries: { max: 2, minDelayMs: 1000 }, cassette: { mode: 'auto' } });
    expect(resolveLlmConfig({ configFile: f, env: {}, profile: 'judge' })).toMatchObject({ model: 'judge-model', temperature: 0, seed: 1, cassette: { path: 'cassettes/judge.cassette.msgpack', mode: 'auto' } });
    const env = { PERSONA_LLM_MODEL: 'env-model', PERSONA_LLM_SEED: '5', PERSONA_CASSETTE_MODE: 'replay' };
    expect(resolveLlmConfig({ configFile: f, env })).toMatchObject({ model: 'env-model', seed: 5, cassette: { mode: 'replay' } });
    const { values } = parseArgs({ args: ['--model', 'flag-model', '--temperature', '0.7', '--api-key-env', '', '--cassette-mode', 'record', '--timeout-ms', '5000'], options: llmCliOptions() });
    const c = resolveLlmConfig({ configFile: f, env, flags: values });
    expect(c).toMatchObject({ model: 'flag-model', temperature: 0.7, seed: 5, apiKeyEnv: null, cassette: { mode: 'record' }, timeouts: { requestMs: 5000 } });
    // The config file can come from the environment too, and prefixes select a second client's settings.
    const judge = resolveLlmConfig({ env: { PERSONA_LLM_CONFIG: f, PERSONA_JUDGE_MODEL: 'j2' }, envPrefix: 'PERSONA_JUDGE_', profile: 'judge' });
    expect(judge.model).toBe('j2');
  });

  it('rejects bad input with one line naming the source', () => {
    const bad = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        const m = (e as Error).message;
        expect(m).not.toContain('\n');
        return m;
      }
      throw new Error('expected an error');
    };
    expect(bad(() => resolveLlmConfig({ env: {} }))).toMatch(/no model configured/);
    expect(bad(() => resolveLlmConfig({ env: { PERSONA_LLM_MODEL: 'm', PERSONA_LLM_TEMPERATURE: 'hot', PERSONA_CASSETTE_MODE: 'off' } }))).toBe('PERSONA_LLM_TEMPERATURE: expected a number (got "hot")');
    expect(bad(() => resolveLlmConfig({ env: { PERSONA_LLM_MODEL: 'm' }, flags: { 'cassette-mode': 'sometimes' } }))).toMatch(/^--cassette-mode: /);
    expect(bad(() => resolveLlmConfig({ env: { PERSONA_LLM_MODEL: 'm', PERSONA_LLM_CASSETTE_MODE: 'off' }, flags: { 'base-url': 'ftp://x' } }))).toBe('--base-url: expected an http(s) URL');
    expect(bad(() => resolveLlmConfig({ env: { PERSONA_LLM_MODEL: 'm' }, flags: { 'max-tokens': '1.5' } }))).toBe('--max-tokens: expected an integer (got "1.5")');
    expect(bad(() => resolveLlmConfig({ env: { PERSONA_LLM_MODEL: 'm' } }))).toMatch(/cassette mode replay needs a cassette file/);
    const typo = file('typo.json', { model: 'm', temprature: 0.1 });
    expect(bad(() => resolveLlmConfig({ configFile: typo, env: {} }))).toMatch(new RegExp(`^${typo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*temprature`));
    const deep = file('deep.json', { model: 'm', retries: { max: -1 } });
    expect(bad(() => resolveLlmConfig({ configFile: deep, env: {} }))).toMatch(/deep\.json: field retries\.max: /);
    expect(bad(() => resolveLlmConfig({ configFile: file('broken.json', '{"model": '), env: {} }))).toMatch(/broken\.json: not valid JSON/);
    expect(bad(() => resolveLlmConfig({ configFile: join(dir, 'missing.json'), env: {} }))).toMatch(/missing\.json: LLM config file not found/);
    expect(bad(() => parseLlmConfig({ model: 'm', apiKeyEnv: 'sk-live-oops', cassette: { mode: 'off' } }))).toMatch(/field apiKeyEnv: expected an environment variable name/);
  });
});
