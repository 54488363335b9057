// Wiki spaces and their nodes.
//
//   wiki_spaces[<space_id>] { space_id, name, description, space_type, visibility,
//                             members: { <open_id | chat_id>: { member_id, perm, … } }, nodes }
//     .nodes[<node_token>]  { node_token, obj_token, obj_type, parent_node_token, node_type,
//                             node_creator, node_create_time, sort_id }
//
// A node points at the document (`documents`) or Base (`bases`) that holds its content; title,
// owner and edit times are that object's. Space members reach every node of the space.

/** obj_type numbers of wiki search results (the search API's document type table). */
export const OBJ_TYPE_NUMBERS = { doc: 1, sheet: 2, bitable: 3, mindnote: 4, file: 5, slides: 6, wiki: 7, docx: 8 };

/** Where the object behind a node lives in the tree. */
export function objPath(objType, objToken) {
  return objType === 'bitable' ? `bases[${objToken}]` : `documents[${objToken}]`;
}

/** The object (document or Base) behind a node, or null. */
export function nodeObject(ctx, node) {
  return ctx.get(objPath(node.obj_type, node.obj_token));
}

/** Title of the object: a document's title or a Base's name. */
export function objTitle(obj) {
  return obj ? obj.title !== undefined ? obj.title : obj.name : '';
}

/** The node object of get_node (API field order). */
export function renderNode(space, node, obj, hasChild) {
  return {
    space_id: space.space_id,
    node_token: node.node_token,
    obj_token: node.obj_token,
    obj_type: node.obj_type,
    parent_node_token: node.parent_node_token || '',
    node_type: node.node_type || 'origin',
    origin_node_token: node.node_token,
    origin_space_id: space.space_id,
    has_child: hasChild,
    title: objTitle(obj),
    obj_create_time: obj ? String(obj.create_time) : '',
    obj_edit_time: obj ? String(obj.edit_time) : '',
    node_create_time: String(node.node_create_time),
    creator: obj ? obj.creator_open_id || obj.owner_open_id : '',
    owner: obj ? obj.owner_open_id : '',
    node_creator: node.node_creator,
  };
}
