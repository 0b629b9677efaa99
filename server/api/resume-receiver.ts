/**
 * Receives one resume as it streams: hashes it, counts it, sniffs its format and writes it to the resume
 * files, chunk by chunk. Until commit() nothing has a final name, and abort() removes what was written,
 * so a request that fails half-way leaves no orphan file.
 */
import { createHash } from 'node:crypto';
import { resumeFormats, type ResumeFormat } from '../../lib/contract';
import { pdfScriptScanner } from '../pdf-scripts';
import { resumeSniffer } from '../resume-type';
import type { ResumeFiles, ResumeRecord, ResumeUpload } from '../storage';

export interface ReceivedResume {
  record: ResumeRecord;
  format: ResumeFormat;
  /** The name to attach it under: the visitor's name with the extension its bytes call for. */
  attachmentName: string;
  /** A PDF with JavaScript actions: accepted, and the agency told to open it with scripting off. */
  scripted: boolean;
}

export function resumeReceiver(resumes: ResumeFiles) {
  const hash = createHash('sha256');
  const sniffer = resumeSniffer();
  const scripts = pdfScriptScanner();
  let size = 0;
  let filename = '';
  let upload: Promise<ResumeUpload> | undefined;

  return {
    /** The sink readMultipart writes the file part to. */
    sink(info: { filename: string }) {
      filename = info.filename;
      upload = resumes.begin();
      return {
        async write(chunk: Uint8Array) {
          hash.update(chunk);
          sniffer.push(chunk);
          size += chunk.length;
          await scripts.push(chunk);
          await (await upload!).write(chunk);
        },
      };
    },
    /** True when a file with at least one byte arrived (browsers send an empty part when none was chosen). */
    get received() {
      return size > 0;
    },
    /** Decides the format; undefined when the bytes are not a PDF, DOC or DOCX. */
    async check(): Promise<ReceivedResume | undefined> {
      const format = await sniffer.result();
      if (!format || !upload) return undefined;
      const originalName = safeFileName(filename) || `resume.${format}`;
      return {
        format,
        attachmentName: withExtension(originalName, format),
        scripted: format === 'pdf' && (await scripts.result()),
        record: {
          key: (await upload).key,
          originalName,
          mediaType: resumeFormats[format].mediaType,
          size,
          sha256: hash.digest('hex'),
        },
      };
    },
    async commit() {
      await (await upload!).commit();
    },
    async abort() {
      await scripts.result();
      if (!upload) return;
      await (await upload.catch(() => undefined))?.abort();
    },
  };
}

/**
 * The visitor's file name, safe to store, list and attach: no folders, control or bidirectional-override
 * characters (which can make 'cv\u202Efdp.exe' look like 'cvexe.pdf'), nor characters Windows refuses; at most 120.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - ext.length) + ext;
}

function withExtension(name: string, format: ResumeFormat): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return name.toLowerCase().endsWith(`.${format}`) ? name : `${stem}.${format}`;
}
