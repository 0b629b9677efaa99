/**
 * What the server keeps, behind two small interfaces: the database (submissions and the notification
 * outbox) and the resume files. The embedded default is SQLite + a local folder (sqlite-store.ts,
 * local-resumes.ts); a hosted pair (for example Cloudflare D1 + R2) implements the same interfaces, so
 * the handlers and the outbox do not change. Everything is async and uses Web types only.
 */

export type SubmissionKind = 'contact' | 'application';

/** A file the notification carries, read from the resume files when the mail is sent. */
export interface MailAttachment {
  key: string;
  filename: string;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachment?: MailAttachment;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  submissionId: number;
  /** Deliveries the mail server refused so far. */
  attempts: number;
}

/** A stored resume: where its bytes are and what they are (decided from the bytes, not the name). */
export interface ResumeRecord {
  key: string;
  /** The name the visitor's file had, made safe to show and to use as an attachment name. */
  originalName: string;
  mediaType: string;
  size: number;
  sha256: string;
}

export type NotificationState = 'pending' | 'delivered' | 'failed';

export interface SubmissionRecord {
  id: number;
  kind: SubmissionKind;
  /** ISO 8601, UTC. */
  createdAt: string;
  data: Record<string, unknown>;
  notification: NotificationState;
  /** Why the last delivery failed, while it is pending or after it was given up. */
  lastError?: string;
  resume?: ResumeRecord;
}

export interface Store {
  /** Saves a submission, its resume record and its notification in one transaction; returns its id. */
  saveSubmission(submission: {
    kind: SubmissionKind;
    data: Record<string, unknown>;
    mail: OutgoingMail;
    resume?: ResumeRecord;
  }): Promise<number>;
  submissions(filter?: { kind?: SubmissionKind; since?: Date }): Promise<SubmissionRecord[]>;
  submission(id: number): Promise<SubmissionRecord | undefined>;
  /** Every resume key a submission refers to, to find files left behind by a crash. */
  resumeKeys(): Promise<Set<string>>;
  /**
   * Deletes submissions of a kind created before `before` whose notifications were delivered or given
   * up; returns how many, with their notification ids and resume keys so copies elsewhere can go too.
   */
  purge(kind: SubmissionKind, before: Date): Promise<{ deleted: number; mailIds: number[]; resumeKeys: string[] }>;

  /** Notifications due at `now` and claimed by no round, oldest first. */
  dueMail(now: number, limit: number): Promise<QueuedMail[]>;
  /**
   * Takes a due notification for one delivery until `until`, in one atomic update: true when this caller
   * now holds it and may send it, false when another round holds it or it is no longer due. The outcome
   * (marked delivered, failed or undeliverable, or released) ends the claim; a round that dies leaves it
   * to expire, and the notification is due again then.
   */
  claimMail(id: number, now: number, until: number): Promise<boolean>;
  /** Gives a claimed notification back uncharged (the mail server could not be reached): due again at once. */
  releaseMail(id: number, until: number): Promise<void>;
  markDelivered(id: number, now: number): Promise<void>;
  /** The mail server refused it this time: count the attempt and try again at `retryAt`. */
  markFailed(id: number, error: string, retryAt: number): Promise<void>;
  /** Refused for good after its last retry: never tried again, listed by `npm run submissions`. */
  markUndeliverable(id: number, error: string, now: number): Promise<void>;
  close(): Promise<void>;
}

/** One resume being received: bytes go in as they arrive, and the file exists only after commit(). */
export interface ResumeUpload {
  readonly key: string;
  write(chunk: Uint8Array): Promise<void>;
  commit(): Promise<void>;
  /** Removes whatever was written, committed or not; safe to call more than once. */
  abort(): Promise<void>;
}

export interface ResumeFiles {
  begin(): Promise<ResumeUpload>;
  /** The file's bytes, or undefined when there is no such file. */
  open(key: string): Promise<ReadableStream<Uint8Array> | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Deletes unfinished uploads and files no submission refers to (left by a crash); returns how many.
   * Where requests run meanwhile (R2), files uploaded within the hour before `now` are spared.
   */
  sweep(referenced: Set<string>, now?: number): Promise<number>;
}

export interface Storage {
  store: Store;
  resumes: ResumeFiles;
}
