/** Task data as the panel keeps it (task §3), whatever host it came from. */

export type TemplateFieldType =
  | 'NAME'
  | 'DESCRIPTION'
  | 'SCHEDULED_TIME'
  | 'QUICK_CONNECT'
  | 'URL'
  | 'NUMBER'
  | 'TEXT'
  | 'TEXT_AREA'
  | 'DATE_TIME'
  | 'BOOLEAN'
  | 'SINGLE_SELECT'
  | 'EMAIL'
  | 'SELF_ASSIGN';

export interface TemplateField {
  name: string;
  type: TemplateFieldType;
  required?: boolean;
  readOnly?: boolean;
  invisible?: boolean;
  defaultValue?: string;
  /** SINGLE_SELECT only. */
  options?: readonly string[];
}

/** The type a template field's value is sent as, in a task's references. */
export type ReferenceType = 'STRING' | 'NUMBER' | 'URL' | 'EMAIL' | 'DATE';

export interface TaskReference {
  name: string;
  /** URL, STRING, NUMBER, EMAIL, DATE or ATTACHMENT. */
  type: string;
  value: string;
}

/** What the snapshot says of a task beyond its name and description. */
export interface TaskContactInfo {
  references: readonly TaskReference[];
  /** channelContext: the template (and its snapshot version) a templated task was made from. */
  templateId?: string;
  templateVersion?: number;
  /** Epoch seconds, for a scheduled task. */
  scheduledTime?: number;
}

/** A template in the list (listTaskTemplates). */
export interface TaskTemplateSummary {
  id: string;
  name: string;
  description?: string;
}

/** One snapshot version of a template (getTaskTemplate), its fields with their constraints and defaults. */
export interface TaskTemplate {
  id: string;
  name: string;
  snapshotVersion: number;
  contactFlowId?: string;
  fields: readonly TemplateField[];
}

export interface CreateTemplatedTaskRequest {
  name: string;
  taskTemplateId: string;
  description?: string;
  /** The QUICK_CONNECT field's agent or queue (absent when the agent assigns the task to themselves). */
  endpointArn?: string;
  references: Record<string, { Value: string; Type: ReferenceType }>;
  /** Epoch seconds. */
  scheduledTime?: number;
  relatedContactId?: string;
  segmentAttributes?: { 'connect:AssignmentType': { ValueString: 'SELF' } };
}

export interface UpdateTemplatedTaskRequest {
  contactId: string;
  name?: string;
  description?: string;
  references?: Record<string, { Value: string; Type: ReferenceType }>;
}
