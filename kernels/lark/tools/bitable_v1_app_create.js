// POST /open-apis/bitable/v1/apps: a new Base in the caller's space (a folder of it, or the root).
// The bot's Bases belong to the app; a user's to the user. Base creates the app with one table
// holding its default fields (index text, single option, date, attachment) and a grid view.
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity } from '../lib/users.js';
import { cloudSettings, docUrl, accessRank, tokenSafe, PERM_RANK } from '../lib/drive.js';
import { defaultNames } from '../lib/bitable.js';
import { isKnownZone } from '../lib/time.js';

const TOOL = 'bitable_v1_app_create';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const d = args.data || {};
  const cloud = cloudSettings(ctx);
  const words = defaultNames(cloud.locale);
  const timeZone = d.time_zone === undefined || d.time_zone === '' ? cloud.timeZone : d.time_zone;
  if (!isKnownZone(timeZone)) return larkError(ctx, TOOL, ERRORS.BASE_WRONG_REQUEST_BODY);
  const folderToken = d.folder_token || '';
  if (folderToken !== '') {
    const folder = tokenSafe(folderToken) ? ctx.get(`folders[${folderToken}]`) : null;
    if (!folder) return larkError(ctx, TOOL, ERRORS.DRIVE_PARENT_NOT_EXIST);
    if (accessRank(ctx, ident, folder, folderToken) < PERM_RANK.edit) return larkError(ctx, TOOL, ERRORS.DRIVE_FORBIDDEN);
  }
  const name = typeof d.name === 'string' && d.name.trim() !== '' ? d.name.trim() : words.base;
  const now = String(ctx.nowSec());

  // The default table: an index text field, a single option, a date and an attachment field.
  const fields = [
    { field_id: ctx.id('fld{mixed:7}'), field_name: words.text, type: 1, ui_type: 'Text', is_primary: true, property: null },
    { field_id: ctx.id('fld{mixed:7}'), field_name: words.single, type: 3, ui_type: 'SingleSelect', is_primary: false, property: { options: [] } },
    { field_id: ctx.id('fld{mixed:7}'), field_name: words.date, type: 5, ui_type: 'DateTime', is_primary: false, property: { date_formatter: 'yyyy/MM/dd', auto_fill: false } },
    { field_id: ctx.id('fld{mixed:7}'), field_name: words.attachment, type: 17, ui_type: 'Attachment', is_primary: false, property: null },
  ];
  const tableId = ctx.id('tbl{mixed:13}');
  const viewId = ctx.id('vew{mixed:7}');
  const table = {
    table_id: tableId,
    name: cloud.locale === 'zh_cn' ? '数据表' : 'Table',
    revision: 1,
    create_time: now,
    field_order: fields.map((f) => f.field_id),
    view_order: [viewId],
    fields: Object.fromEntries(fields.map((f) => [f.field_id, f])),
    views: { [viewId]: { view_id: viewId, view_name: words.view, view_type: 'grid' } },
    records: {},
  };
  const appToken = ctx.id('{ALPHA:1}{mixed:26}');
  const base = {
    app_token: appToken,
    name,
    owner_open_id: ident.openId,
    creator_open_id: ident.openId,
    folder_token: folderToken,
    time_zone: timeZone,
    revision: 0,
    create_time: now,
    edit_time: now,
    members: {},
    tables: { [tableId]: table },
  };
  ctx.create('bases', base, { id: appToken });
  return ok({
    app: {
      app_token: appToken,
      name,
      revision: 0,
      folder_token: folderToken,
      url: docUrl(ctx, 'base', appToken),
      default_table_id: tableId,
      time_zone: timeZone,
    },
  });
}
