// Lark OpenAPI error codes the simulated tools can return: HTTP status, code and msg as the API
// documentation's error tables give them (calendar v4 19xxxx, IM 230xxx/232xxx, platform 9999xxxx).
// Messages are the English `msg` strings of open.feishu.cn; see kernels/lark/README.md for sources.

export const ERRORS = {
  // Calendar v4 (every calendar API shares this table).
  CAL_INVALID_PARAMS: { http: 400, code: 190002, msg: 'invalid parameters in request' },
  CAL_TOKEN_EXPIRED: { http: 400, code: 190008, msg: 'page_token or sync_token expired' },
  CAL_SYNC_CONFLICT: { http: 400, code: 190009, msg: 'sync token cannot be used with other request restrictions' },
  CALENDAR_NOT_FOUND: { http: 404, code: 191000, msg: 'calendar not found' },
  CALENDAR_INVALID_ID: { http: 400, code: 191001, msg: 'invalid calendar_id' },
  CALENDAR_NO_ACCESS: { http: 403, code: 191002, msg: 'no calendar access_role' },
  EVENT_INVALID_ID: { http: 400, code: 193000, msg: 'invalid event_id' },
  EVENT_NOT_FOUND: { http: 404, code: 193001, msg: 'event not found' },
  EVENT_NO_PERMISSION: { http: 403, code: 193002, msg: 'no permission to operate event' },
  EVENT_DELETED: { http: 403, code: 193003, msg: 'event is deleted' },
  CAL_USER_NOT_IN_TENANT: { http: 404, code: 195100, msg: 'user is dismiss or not exist in the tenant' },

  // IM messages (230xxx). 230001 carries the failing parameter after "ext=".
  IM_INVALID_PARAM: { http: 400, code: 230001, msg: 'Your request contains an invalid request parameter.' },
  IM_BOT_NOT_IN_CHAT: { http: 400, code: 230002, msg: 'The bot can not be outside the group.' },
  IM_NO_AVAILABILITY: { http: 400, code: 230013, msg: 'Bot has NO availability to this user.' },
  IM_CONTENT_TOO_LONG: { http: 400, code: 230025, msg: 'The length of the message content reaches its limit.' },
  IM_CROSS_TENANT_P2P: { http: 400, code: 230038, msg: 'Cross tenant p2p chat operate forbid.' },

  // IM chats (232xxx).
  CHAT_INVALID_PARAM: { http: 400, code: 232001, msg: 'Your request contains an invalid request parameter.' },
  CHAT_INVALID_ID: { http: 400, code: 232006, msg: 'Your request specifies a chat_id which is invalid.' },
  CHAT_DISSOLVED: { http: 400, code: 232009, msg: 'Your request specifies a chat which has already been dissolved.' },
  CHAT_OPERATOR_NOT_IN_CHAT: { http: 400, code: 232011, msg: 'Operator can NOT be out of the chat.' },
  CHAT_EXTERNAL_FORBIDDEN: { http: 400, code: 232033, msg: 'The operator or invited bots does NOT have the authority to manage external chats without the scope.' },

  // Platform-wide user id validation (the id does not exist for this app / tenant).
  INVALID_OPEN_ID: { http: 400, code: 99992351, msg: 'The request you send is not a valid {open_id} or not exists.' },
  INVALID_USER_ID: { http: 400, code: 99992360, msg: 'The request you send is not a valid {user_id} or not exists.' },
  INVALID_UNION_ID: { http: 400, code: 99992364, msg: 'The request you send is not a valid {union_id} or not exists.' },

  // A tenant_access_token sent to an API that only accepts a user_access_token.
  INVALID_ACCESS_TOKEN: { http: 400, code: 99991663, msg: 'Invalid access token for authorization. Please make a request with token attached.' },

  // Base (Bitable) 1254xxx, as the current Base error tables give them (HTTP 400), and the
  // cloud-docs permission error 91403 (HTTP 403) a Base answers when the caller is no collaborator.
  BASE_WRONG_REQUEST_BODY: { http: 400, code: 1254001, msg: 'WrongRequestBody' },
  BASE_WRONG_BASE_TOKEN: { http: 400, code: 1254003, msg: 'WrongBaseToken' },
  BASE_WRONG_TABLE_ID: { http: 400, code: 1254004, msg: 'WrongTableId' },
  BASE_WRONG_VIEW_ID: { http: 400, code: 1254005, msg: 'WrongViewId' },
  BASE_WRONG_RECORD_ID: { http: 400, code: 1254006, msg: 'WrongRecordId' },
  BASE_PAGE_SIZE: { http: 400, code: 1254011, msg: 'Page size must greater than 0.' },
  BASE_TABLE_NAME_DUPLICATED: { http: 400, code: 1254013, msg: 'TableNameDuplicated' },
  BASE_FIELD_NAME_DUPLICATED: { http: 400, code: 1254014, msg: 'FieldNameDuplicated' },
  BASE_FIELD_TYPE_MISMATCH: { http: 400, code: 1254015, msg: 'Field types do not match.' },
  BASE_INVALID_SORT: { http: 400, code: 1254016, msg: 'InvalidSort' },
  BASE_INVALID_FILTER: { http: 400, code: 1254018, msg: 'InvalidFilter' },
  BASE_ATTACHMENT_NOT_MOUNTED: { http: 403, code: 1254027, msg: 'UploadAttachNotAllowed' },
  BASE_INVALID_PAGE_TOKEN: { http: 400, code: 1254030, msg: 'InvalidPageToken' },
  BASE_INVALID_CLIENT_TOKEN: { http: 400, code: 1254037, msg: 'Invalid client token, make sure that it complies with the specification.' },
  BASE_NOT_FOUND: { http: 400, code: 1254040, msg: 'BaseTokenNotFound' },
  BASE_TABLE_NOT_FOUND: { http: 400, code: 1254041, msg: 'TableIdNotFound' },
  BASE_VIEW_NOT_FOUND: { http: 400, code: 1254042, msg: 'ViewIdNotFound' },
  BASE_RECORD_NOT_FOUND: { http: 400, code: 1254043, msg: 'RecordIdNotFound' },
  BASE_FIELD_NAME_NOT_FOUND: { http: 400, code: 1254045, msg: 'FieldNameNotFound' },
  BASE_TEXT_CONV: { http: 400, code: 1254060, msg: 'TextFieldConvFail' },
  BASE_NUMBER_CONV: { http: 400, code: 1254061, msg: 'NumberFieldConvFail' },
  BASE_SINGLE_SELECT_CONV: { http: 400, code: 1254062, msg: 'SingleSelectFieldConvFail' },
  BASE_MULTI_SELECT_CONV: { http: 400, code: 1254063, msg: 'MultiSelectFieldConvFail' },
  BASE_DATETIME_CONV: { http: 400, code: 1254064, msg: 'DatetimeFieldConvFail' },
  BASE_CHECKBOX_CONV: { http: 400, code: 1254065, msg: 'CheckboxFieldConvFail' },
  BASE_USER_CONV: { http: 400, code: 1254066, msg: 'UserFieldConvFail' },
  BASE_LINK_CONV: { http: 400, code: 1254067, msg: 'LinkFieldConvFail' },
  BASE_URL_CONV: { http: 400, code: 1254068, msg: 'URLFieldConvFail' },
  BASE_PHONE_CONV: { http: 400, code: 1254072, msg: 'Failed to convert phone field, please make sure it is correct.' },
  BASE_TABLE_LIMIT: { http: 400, code: 1254100, msg: 'TableExceedLimit' },
  DOCS_FORBIDDEN: { http: 403, code: 91403, msg: 'Forbidden' },

  // Docs (docx) 1770xxx.
  DOCX_INVALID_PARAM: { http: 400, code: 1770001, msg: 'invalid param' },
  DOCX_NOT_FOUND: { http: 404, code: 1770002, msg: 'not found' },
  DOCX_DELETED: { http: 400, code: 1770003, msg: 'resource deleted' },
  DOCX_FORBIDDEN: { http: 403, code: 1770032, msg: 'forbidden' },

  // Drive: permission members (1063xxx) and media upload / folders (1061xxx).
  PERM_INVALID_PARAM: { http: 400, code: 1063001, msg: 'Invalid parameter' },
  PERM_DENIED: { http: 403, code: 1063002, msg: 'Permission denied' },
  PERM_INVALID_OPERATION: { http: 400, code: 1063003, msg: 'Invalid operation' },
  PERM_NO_SHARE: { http: 403, code: 1063004, msg: 'User has no share permission' },
  PERM_RESOURCE_DELETED: { http: 404, code: 1063005, msg: 'Resource is deleted' },
  DRIVE_PARAMS_ERROR: { http: 400, code: 1061002, msg: 'params error.' },
  DRIVE_FORBIDDEN: { http: 403, code: 1061004, msg: 'forbidden.' },
  DRIVE_PARENT_NOT_EXIST: { http: 400, code: 1061044, msg: 'parent node not exist.' },

  // Wiki v2 (131xxx, all HTTP 400) and the v1 search API's own codes (HTTP 200).
  WIKI_PARAM_ERR: { http: 400, code: 131002, msg: 'param err' },
  WIKI_NOT_FOUND: { http: 400, code: 131005, msg: 'not found' },
  WIKI_PERMISSION_DENIED: { http: 400, code: 131006, msg: 'permission denied' },
  WIKI_SEARCH_INVALID_PARAM: { http: 200, code: 10001, msg: 'invalid param' },
};

/** 230001 with its "ext=" detail, as the IM APIs word it. */
export function imParamMsg(ext) {
  return `Your request contains an invalid request parameter, ext=${ext}`;
}

/** The id-validation error for one user id type, naming the offending ids. */
export function invalidIdError(idType, ids) {
  const def = idType === 'user_id' ? ERRORS.INVALID_USER_ID : idType === 'union_id' ? ERRORS.INVALID_UNION_ID : ERRORS.INVALID_OPEN_ID;
  return { def, msg: `${def.msg} Invalid ids: [${ids.join(',')}] .` };
}

// method_id is the API's id in the troubleshooter link. The two IM ones were seen in real error
// bodies; the others are fixed stand-ins in the same 19-digit form (documented in the README).
export const METHOD_IDS = {
  calendar_v4_calendarEvent_create: '6953088281452822530',
  calendar_v4_calendarEvent_delete: '6953088281452838914',
  calendar_v4_calendarEvent_get: '6953088281452855298',
  calendar_v4_calendarEvent_list: '6953088281452871682',
  calendar_v4_calendarEvent_patch: '6953088281452888066',
  calendar_v4_calendar_primary: '6952888507002994716',
  calendar_v4_freebusy_list: '6952888507003027484',
  contact_v3_user_batchGetId: '7035508919113695233',
  im_v1_chat_create: '6936075528890433564',
  im_v1_chat_list: '6936075528890449948',
  im_v1_chatMembers_get: '6936075528890794012',
  im_v1_chat_search: '6946222931479707676',
  im_v1_message_create: '6936075528891154460',
  im_v1_message_list: '6936075528891187228',
  // Docs tools. The record-search id was seen in a real 1254018 body; the others are stand-ins.
  bitable_v1_app_create: '7040226929549967361',
  bitable_v1_appTable_create: '7040226929549983745',
  bitable_v1_appTableField_list: '7040226929550000129',
  bitable_v1_appTable_list: '7040226929550016513',
  bitable_v1_appTableRecord_create: '7040226929550032897',
  bitable_v1_appTableRecord_search: '7301628054955556866',
  bitable_v1_appTableRecord_update: '7040226929550049281',
  docx_v1_document_rawContent: '7065964758173999106',
  drive_v1_permissionMember_create: '7020671473498423297',
  wiki_v1_node_search: '6962715519574671361',
  wiki_v2_space_getNode: '7023947709203857412',
  // The builtin tools call suite/docs-api/search/object and drive media upload_all first.
  docx_builtin_search: '6908613839574876162',
  docx_builtin_import: '6979562676003946497',
};
