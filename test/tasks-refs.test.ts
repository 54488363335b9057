// The reference language of task chains: paths, filters, projections, pipes, templates, and
// one-line errors that name the expression.
import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { evaluate, parseRef, resolveTemplate, templateRefs, stepOf, varOf, RefError } from '../runtime/tasks/refs.ts';

const scope = {
  steps: {
    find: { result: { items: [
      { name: 'Atlas Billing Revamp 项目群', chat_id: 'oc_1', n: 3, tags: ['billing', 'q1'] },
      { name: 'Atlas Release War Room', chat_id: 'oc_2', n: 12, tags: ['ops'] },
      { name: 'Beacon', chat_id: 'oc_3', n: 7, tags: [] },
    ] } },
    msg: { result: { items: [{ body: { content: '{"text":"回滚负责人 Qiang Luo；阈值 > 0.5%"}' } }] } },
  },
  vars: { who: 'Atlas', 'odd.key': 1, cal: { 'feishu.cn_x@group': { id: 'c1' } } },
};

describe('references', () => {
  it('walks fields, indexes, quoted keys and negative indexes', () => {
    expect(evaluate('steps.find.result.items[1].chat_id', scope)).toBe('oc_2');
    expect(evaluate('steps.find.result.items[-1].name', scope)).toBe('Beacon');
    expect(evaluate("vars['odd.key']", scope)).toBe(1);
    expect(evaluate("vars.cal['feishu.cn_x@group'].id", scope)).toBe('c1');
    expect(evaluate('steps.find.result.missing', scope)).toBeUndefined();
  });

  it('filters and projects', () => {
    expect(evaluate("steps.find.result.items[?name~='atlas'].chat_id", scope)).toEqual(['oc_1', 'oc_2']);
    expect(evaluate("steps.find.result.items[?name~='atlas' && n>5].chat_id | first", scope)).toBe('oc_2');
    expect(evaluate("steps.find.result.items[?name^='Beacon'].n", scope)).toEqual([7]);
    expect(evaluate("steps.find.result.items[?n>=7] | first", scope)).toMatchObject({ name: 'Atlas Release War Room' });
    // Inside a projection, [n] and .name apply to each element.
    expect(evaluate("steps.find.result.items[*].tags[0]", scope)).toEqual(['billing', 'ops']);
    expect(evaluate("steps.find.result.items[?tags~='ops'].chat_id", scope)).toEqual(['oc_2']);
    expect(evaluate("steps.find.result.items[?name~=(vars.who)] | count", scope)).toBe(2);
    expect(evaluate("steps.find.result.items[?chat_id!='oc_1'].chat_id | join('+')", scope)).toBe('oc_2+oc_3');
    // !~= is exactly the complement of ~= (case-insensitive, any element of an array).
    expect(evaluate("steps.find.result.items[?name!~='ATLAS'].chat_id", scope)).toEqual(['oc_3']);
    expect(evaluate("steps.find.result.items[?tags!~='ops'].chat_id", scope)).toEqual(['oc_1', 'oc_3']);
    expect(evaluate("steps.find.result.items[?name~='atlas' && name!~='war'].chat_id", scope)).toEqual(['oc_1']);
    expect(evaluate('steps.find.result.items[*].tags | flat | unique | sort', scope)).toEqual(['billing', 'ops', 'q1']);
    expect(evaluate('steps.find.result.items[*].n | sum', scope)).toBe(22);
    expect(evaluate("steps.find.result.items | max_by('n')", scope)).toMatchObject({ chat_id: 'oc_2' });
    expect(evaluate("steps.find.result.items[?name~='atlas'] | min_by('n')", scope)).toMatchObject({ chat_id: 'oc_1' });
    // A filter inside a projection filters each element's list (as one list): the tags of Atlas chats that start with q.
    expect(evaluate("steps.find.result.items[?name~='atlas'].tags[?@^='q']", scope)).toEqual(['q1']);
    expect(evaluate("steps.find.result.items[*].tags[?@!~='zzz'] | count", scope)).toBe(3);
  });

  it('a filter after a filter finds what filtering the flattened lists by hand finds', () => {
    const item = fc.record({ k: fc.constantFrom('a', 'b', 'c'), list: fc.array(fc.record({ v: fc.integer({ min: 0, max: 9 }) }), { maxLength: 4 }) });
    fc.assert(fc.property(fc.array(item, { maxLength: 6 }), fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 9 }), (items, k, min) => {
      const want = items.filter((x) => x.k === k).flatMap((x) => x.list).filter((y) => y.v >= min);
      expect(evaluate(`steps.s.result[?k=='${k}'].list[?v>=${min}]`, { steps: { s: { result: items } } })).toEqual(want);
    }));
  });

  it('~= and !~= partition any list, for any needle', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.constant(null)), { maxLength: 6 }), fc.string({ minLength: 1, maxLength: 3 }).filter((w) => /^[a-z0-9 ]+$/i.test(w)), (names, w) => {
      const s = { steps: { x: { result: { items: names.map((name, i) => ({ name, i })) } } }, vars: {} } as never;
      const yes = evaluate(`steps.x.result.items[?name~='${w}'].i`, s) as number[];
      const no = evaluate(`steps.x.result.items[?name!~='${w}'].i`, s) as number[];
      expect([...yes, ...no].sort((a, b) => a - b)).toEqual(names.map((_, i) => i));
      expect(yes.filter((i) => no.includes(i))).toEqual([]);
    }));
  });

  it('pipes transform text', () => {
    expect(evaluate("steps.msg.result.items[0].body.content | json | get('text')", scope)).toBe('回滚负责人 Qiang Luo；阈值 > 0.5%');
    expect(evaluate("steps.msg.result.items[0].body.content | match('回滚负责人 ([A-Za-z]+ [A-Za-z]+)') | lower | replace(' ', '.')", scope)).toBe('qiang.luo');
    expect(evaluate("steps.msg.result.items[0].body.content | match('nothing here')", scope)).toBeUndefined();
    expect(evaluate("vars.who | slice(0, 2)", scope)).toBe('At');
  });

  it('date writes a time in the named zone, never the host one', () => {
    const t = { vars: { s: '1769068800', ms: 1769068800000, iso: '2026-01-22T08:00:00Z', bad: 'soon' } };
    for (const k of ['s', 'ms', 'iso']) expect(evaluate(`vars.${k} | date('Asia/Shanghai')`, t)).toBe('Thu Jan 22 16:00');
    expect(evaluate("vars.s | date('America/Los_Angeles')", t)).toBe('Thu Jan 22 00:00');
    expect(() => evaluate("vars.bad | date('UTC')", t)).toThrow(/date needs a Unix time or an ISO date, got "soon"/);
    expect(() => evaluate("vars.s | date('Mars/Olympus')", t)).toThrow(/unknown time zone "Mars\/Olympus"/);
  });

  it('regular expressions keep their backslashes; only \\<quote> and \\\\ are escapes', () => {
    const mail = { steps: { inbox: { text: '📧 UID: 205\n📅 日期: x\n👤 发件人: 李峰 <feng.li@163.example>\n📧 UID: 204\n📅 x\n👤 发件人: 妈妈 <m@126.example>' } } };
    expect(evaluate("steps.inbox.text | match('UID: (\\d+)\\n[^\\n]*\\n👤 发件人: 妈妈') | number", mail)).toBe(204);
    expect(evaluate("steps.inbox.text | match_all('UID: (\\d+)')", mail)).toEqual(['205', '204']);
    expect(evaluate("steps.inbox.text | match('发件人: ([^<]*)<') | replace('\\'', 'x')", { steps: { inbox: { text: "发件人: O'Neil <" } } })).toBe('OxNeil ');
  });

  it('resolves templates: $ref, $fmt, $json, nested', () => {
    const t = {
      receive_id: { $ref: "steps.find.result.items[?name~='War Room'].chat_id | first" },
      content: { $json: { text: { $fmt: 'Hi ${vars.who}: ${steps.find.result.items[*].chat_id}' } } },
      list: [{ $ref: 'vars.who' }, 2],
    };
    expect(resolveTemplate(t, scope)).toEqual({ receive_id: 'oc_2', content: '{"text":"Hi Atlas: oc_1, oc_2, oc_3"}', list: ['Atlas', 2] });
    // An object with a directive key and other keys is data, not a directive.
    expect(resolveTemplate({ $ref: 'vars.who', other: 1 }, scope)).toEqual({ $ref: 'vars.who', other: 1 });
  });

  it('a reference that resolves to nothing is an error, unless the caller supplies a fallback', () => {
    expect(() => resolveTemplate({ $ref: 'steps.find.result.nope' }, scope)).toThrow(/steps\.find\.result\.nope" resolved to nothing/);
    expect(() => resolveTemplate({ $ref: 'steps.gone.result' }, scope)).toThrow(RefError);
    expect(resolveTemplate({ $fmt: 'x=${steps.gone.result.id}' }, scope, { missing: (src) => `<${src}>` })).toBe('x=<steps.gone.result.id>');
  });

  it('bad expressions are one-line errors naming the expression and position', () => {
    expect(() => parseRef("steps.find[?name==]")).toThrow(/reference "steps.find\[\?name==\]": expected a literal/);
    expect(() => parseRef('steps.find | nosuch')).toThrow(/unknown function "nosuch"/);
    expect(() => parseRef('steps..x')).toThrow(/expected a name at character 7/);
    expect(() => evaluate('nowhere.x', scope)).toThrow(/unknown root "nowhere"/);
    expect(() => evaluate('vars.who | first', scope)).toThrow(/first needs a list/);
  });

  it('lists the steps and vars a template depends on', () => {
    const refs = templateRefs({ a: { $fmt: '${steps.one.result} ${vars.x}' }, b: [{ $ref: "steps.two.result[?id==(steps.three.result.id)]" }] });
    expect(refs.map(stepOf).filter(Boolean)).toEqual(['one', 'two', 'three']);
    expect(refs.map(varOf).filter(Boolean)).toEqual(['x']);
  });
});
