// The task manager answers every call, failures included, with a JSON object as 2-space text and
// no isError: business-rule failures are "soft fails" whose `status` says what went wrong.

export function reply(value) {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

export const softFail = (message, status = 'error') => reply({ status, message });

/** The progress table most answers append to their message. */
export function progressTable(request) {
  let out = '\nProgress Status:\n| Task ID | Title | Description | Status | Approval |\n|----------|----------|------|------|----------|\n';
  for (const t of request.tasks) {
    out += `| ${t.id} | ${t.title} | ${t.description} | ${t.done ? '✅ Done' : '🔄 In Progress'} | ${t.approved ? '✅ Approved' : '⏳ Pending'} |\n`;
  }
  return out;
}

export const taskBrief = (t) => ({ id: t.id, title: t.title, description: t.description });
