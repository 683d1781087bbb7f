import { newId } from './documents.ts';
import { storedBytes } from './version-caps.ts';

/** Why a version was kept: before an AI edit, on "Save version", or before a restore replaced the text. */
export type VersionReason = 'ai' | 'manual' | 'restore';

/** One kept state of an editor document. */
export interface EditorVersion {
  id: string;
  docId: string;
  createdAt: number;
  /** Given on "Save version"; unnamed versions are dropped first when the cap is passed. */
  name?: string;
  reason: VersionReason;
  html: string;
  /** Its plain text (paragraphs apart by a blank line): the word count and the diff read it. */
  text: string;
  words: number;
  /** Its UTF-8 size as stored, for the byte cap. */
  bytes: number;
}

/** A version record with its id, time and size. */
export function createVersion(fields: Omit<EditorVersion, 'id' | 'createdAt' | 'bytes'>, now: number, random?: () => number): EditorVersion {
  const version: EditorVersion = { id: newId(now, random), createdAt: now, ...fields, bytes: 0 };
  if (!version.name) delete version.name;
  return { ...version, bytes: storedBytes(version) };
}
