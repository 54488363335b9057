// get_account_insights: GET /{account}/insights?metric=…&period=…&metric_type=total_value.
// With period "day" each metric is the total of the last full day (UTC) as AccountInsight: name,
// period, values None, total_value {value}, title, description, id. These metrics have no
// lifetime breakdown, which the API refuses.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError } from '../lib/result.js';
import { tokenError, configuredAccount, unsupportedGet } from '../lib/graph.js';
import { ACCOUNT_METRICS } from '../lib/insights.js';

export default function get_account_insights(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_account_insights, ctx);
  if (bad) return bad;
  const id = args.account_id || configuredAccount(ctx);
  const metrics = args.metrics && args.metrics.length ? args.metrics : ['reach', 'profile_views', 'website_clicks'];
  const period = args.period === undefined ? 'day' : args.period;
  const expired = tokenError(ctx);
  if (expired) return apiError(ctx, `Failed to get account insights: ${expired}`);
  const acct = ctx.get(`accounts[${id}]`);
  if (!acct) return apiError(ctx, `Failed to get account insights: ${unsupportedGet(id)}`);
  if (period === 'lifetime') return apiError(ctx, `Failed to get account insights: (#100) Incompatible period lifetime for metric ${metrics[0]}`);
  const day = new Date(ctx.nowMs() - 86400_000).toISOString().slice(0, 10);
  const stats = acct.insights_daily[day] || {};
  const insights = metrics.map((name) => ({
    name,
    period,
    values: null,
    total_value: { value: stats[name] || 0 },
    title: ACCOUNT_METRICS[name][0],
    description: ACCOUNT_METRICS[name][1],
    id: `${id}/insights/${name}/${period}`,
  }));
  return success(ctx, 'get_account_insights', { insights, period });
}
