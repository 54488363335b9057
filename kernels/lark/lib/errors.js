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
};
