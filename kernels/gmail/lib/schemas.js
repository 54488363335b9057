// The zod schemas of @gongrzhe/server-gmail-autoauth-mcp 1.1.11, key for key (their order is the
// order zod reports issues in). list_email_labels and list_filters parse nothing.
import { z } from '../../_shared/zod3.js';

const visibility = {
  messageListVisibility: z.enum(['show', 'hide']).optional(),
  labelListVisibility: z.enum(['labelShow', 'labelShowIfUnread', 'labelHide']).optional(),
};

export const SendEmailSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  htmlBody: z.string().optional(),
  mimeType: z.enum(['text/plain', 'text/html', 'multipart/alternative']).optional().default('text/plain'),
  cc: z.array(z.string()).optional(),
  bcc: z.array(z.string()).optional(),
  threadId: z.string().optional(),
  inReplyTo: z.string().optional(),
  attachments: z.array(z.string()).optional(),
});

export const ReadEmailSchema = z.object({ messageId: z.string() });

export const SearchEmailsSchema = z.object({
  query: z.string(),
  maxResults: z.number().optional(),
});

export const ModifyEmailSchema = z.object({
  messageId: z.string(),
  labelIds: z.array(z.string()).optional(),
  addLabelIds: z.array(z.string()).optional(),
  removeLabelIds: z.array(z.string()).optional(),
});

export const DeleteEmailSchema = z.object({ messageId: z.string() });

export const BatchModifyEmailsSchema = z.object({
  messageIds: z.array(z.string()),
  addLabelIds: z.array(z.string()).optional(),
  removeLabelIds: z.array(z.string()).optional(),
  batchSize: z.number().optional().default(50),
});

export const BatchDeleteEmailsSchema = z.object({
  messageIds: z.array(z.string()),
  batchSize: z.number().optional().default(50),
});

export const CreateLabelSchema = z.object(Object.assign({ name: z.string() }, visibility));

export const UpdateLabelSchema = z.object(Object.assign({ id: z.string(), name: z.string().optional() }, visibility));

export const DeleteLabelSchema = z.object({ id: z.string() });

export const GetOrCreateLabelSchema = z.object(Object.assign({ name: z.string() }, visibility));

export const CreateFilterSchema = z.object({
  criteria: z.object({
    from: z.string().optional(),
    to: z.string().optional(),
    subject: z.string().optional(),
    query: z.string().optional(),
    negatedQuery: z.string().optional(),
    hasAttachment: z.boolean().optional(),
    excludeChats: z.boolean().optional(),
    size: z.number().optional(),
    sizeComparison: z.enum(['unspecified', 'smaller', 'larger']).optional(),
  }),
  action: z.object({
    addLabelIds: z.array(z.string()).optional(),
    removeLabelIds: z.array(z.string()).optional(),
    forward: z.string().optional(),
  }),
});

export const GetFilterSchema = z.object({ filterId: z.string() });

export const DeleteFilterSchema = z.object({ filterId: z.string() });

export const CreateFilterFromTemplateSchema = z.object({
  template: z.enum(['fromSender', 'withSubject', 'withAttachments', 'largeEmails', 'containingText', 'mailingList']),
  parameters: z.object({
    senderEmail: z.string().optional(),
    subjectText: z.string().optional(),
    searchText: z.string().optional(),
    listIdentifier: z.string().optional(),
    sizeInBytes: z.number().optional(),
    labelIds: z.array(z.string()).optional(),
    archive: z.boolean().optional(),
    markAsRead: z.boolean().optional(),
    markImportant: z.boolean().optional(),
  }),
});

export const DownloadAttachmentSchema = z.object({
  messageId: z.string(),
  attachmentId: z.string(),
  filename: z.string().optional(),
  savePath: z.string().optional(),
});
