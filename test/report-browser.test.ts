// `persona report` looked at as a person would: the site is rendered in headless Chromium
// (Debian's `chromium`, driven by playwright-core; .ci/run installs it) and checked from the
// rendered DOM — every run listed and every link resolving, a run page showing the instruction,
// every tool call, created and updated fields, the checkpoint verdicts — the charts drawn, and
// the adversarial agents' validity figures.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openRun } from '../runtime/run/run-folder.ts';
import { loadTasks } from '../runtime/tasks/load.ts';
import { makeScoredRuns, REPORT_TASKS } from './helpers/report-runs.ts';
import { personaMain } from './helpers/persona-main.ts';

const CHROMIUM = process.env.PERSONA_CHROMIUM ?? '/usr/bin/chromium';
const tmp = mkdtempSync(join(tmpdir(), 'persona-report-browser-'));
const runs = join(tmp, 'runs');
const site = join(tmp, 'site');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: install Debian's chromium (apt-get install -y chromium) or set PERSONA_CHROMIUM`);
  await makeScoredRuns(runs, { models: ['oracle', 'naive', 'silent'] });
  const r = await personaMain(['report', runs, '--out', site]);
  expect(r.code, r.stderr).toBe(0);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const url = (rel: string) => pathToFileURL(join(site, rel)).href;

describe('the index', () => {
  it('lists every run, and every link on it opens a page', async () => {
    await page.goto(url('index.html'));
    const listed = await page.$$eval('table.runs tr[data-run]', (rows) => rows.map((r) => r.getAttribute('data-run')));
    const expected = ['naive', 'oracle', 'silent'].flatMap((m) => REPORT_TASKS.map((t) => `${m}--${t}--t1`)).sort();
    expect(listed).toEqual(expected);
    const gridLinks = await page.$$eval('table.grid a[data-run]', (as) => as.map((a) => a.getAttribute('data-run')));
    expect([...gridLinks].sort()).toEqual(expected);
    const hrefs = await page.$$eval('a[href]', (as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).href))]);
    expect(hrefs.length).toBeGreaterThan(expected.length);
    for (const href of hrefs) {
      expect(href.startsWith('file://'), href).toBe(true);
      const resp = await page.goto(href);
      expect(resp === null || resp.ok(), href).toBe(true);
      expect(await page.locator('h1').count(), href).toBe(1);
    }
  });

  it('shows Table 3 and draws Figures 2 and 3 as SVG', async () => {
    await page.goto(url('index.html'));
    const t3 = await page.$$eval('table[data-table="3"] tbody tr', (rows) => rows.map((r) => r.querySelector('td')!.textContent));
    expect(t3).toEqual(['naive', 'oracle', 'silent']);
    const tasks = loadTasks().filter((t) => REPORT_TASKS.includes(t.task.id));
    const servers = new Set(tasks.flatMap((t) => t.task.servers));
    expect(await page.locator('#fig2-servers rect.bar').count()).toBe(servers.size);
    for (const id of ['fig2-servers', 'fig2-chains', 'fig2-checkpoints', 'fig2-categories', 'fig2-context', 'fig3-tokens', 'fig3-cost', 'fig3-steps']) {
      const box = await page.locator(`#${id}`).boundingBox();
      expect(box && box.width > 100 && box.height > 50, id).toBe(true);
    }
    for (const id of ['fig3-tokens', 'fig3-cost', 'fig3-steps']) expect(await page.locator(`#${id} circle.point`).count(), id).toBe(3);
    // Bars have drawn widths in proportion: the longest bar is the widest.
    const widths = await page.$$eval('#fig2-checkpoints rect.bar', (rs) => rs.map((r) => (r as SVGRectElement).getBBox().width));
    expect(Math.max(...widths)).toBeGreaterThan(100);
    // The adversarial agent's validity figures have their own section.
    const validity = await page.$$eval('#validity ~ table[data-table="validity"] tbody tr', (rows) => rows.map((r) => r.querySelector('td')!.textContent));
    expect(validity).toContain('silent');
    const shot = join(tmp, 'index.png');
    await page.screenshot({ path: shot, fullPage: true });
    expect(statSync(shot).size).toBeGreaterThan(10_000);
  });
});

describe('a run page of a bundled task', () => {
  it('shows the instruction, every tool call, created and updated fields, and the checkpoint verdicts', async () => {
    const id = 'lark-cancel-coffee';
    const task = loadTasks().find((t) => t.task.id === id)!.task;
    const run = openRun(join(runs, 'oracle', id, 'trial-1'));
    await page.goto(url(`runs/oracle--${id}--t1.html`));
    expect(await page.locator('#instruction').innerText()).toBe(task.instruction);
    const toolNames = await page.$$eval('.call .tool-name', (els) => els.map((e) => e.textContent));
    expect(toolNames).toEqual(run.calls.map((c) => `${c.server}/${c.tool}`));
    expect(await page.locator('tr.field[data-change="created"]').count()).toBeGreaterThan(0);
    expect(await page.locator('tr.field[data-change="updated"]').count()).toBeGreaterThan(0);
    expect(await page.locator('tr.field[data-change="created"]').first().isVisible()).toBe(true);
    // Timestamps read as dates, not epoch seconds only.
    expect(await page.locator('.changes').first().innerText()).toMatch(/20\d\d-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    const verdicts = await page.$$eval('tr.checkpoint .verdict', (els) => els.map((e) => e.textContent));
    expect(verdicts).toHaveLength(task.checkpoints.length);
    for (const v of verdicts) expect(v).toMatch(/^(pass|partial|fail) \((0|0\.5|1)\)$/);
    expect(await page.locator('#final-answer').innerText()).not.toBe('');
    await page.screenshot({ path: join(tmp, 'run.png'), fullPage: true });
  });

  it('a compare page names the first divergence of naive against oracle', async () => {
    await page.goto(url('compare/lark-cancel-coffee.html'));
    const d = page.locator('.diverge').first();
    expect(await d.getAttribute('data-kind')).toMatch(/^(tool|args|result|state|length)$/);
    expect(await d.innerText()).toMatch(/First divergence at step \d+/);
  });
});
