import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { REQUIRED } from './wording/errors'
import { FILE_TOO_LARGE, hasAllowedExtension, INVALID_FILE_TYPE, MAX_UPLOAD_BYTES } from './upload-rules'
import type { StoredUpload } from './store/schema'
import { isWordDocument } from './word-document'

/** What each allowed extension must turn out to be, judged by content (file-type), never by the browser's MIME type. */
const EXPECTED: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  pdf: ['pdf'],
  // Word 97-2003 files are OLE compound files; .docx files are zipped XML.
  doc: ['cfb'],
  docx: ['docx'],
}

export interface CheckedUpload {
  readonly bytes: Uint8Array
  readonly extension: string
  readonly mimeType: string
  readonly originalName: string
}

export type UploadCheck = { ok: true; upload: CheckedUpload } | { ok: false; error: string }

export async function checkUpload(file: File): Promise<UploadCheck> {
  if (file.size === 0) return { ok: false, error: REQUIRED }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: FILE_TOO_LARGE }
  const originalName = cleanName(file.name)
  const extension = path.extname(originalName).slice(1).toLowerCase()
  if (!hasAllowedExtension(originalName)) return { ok: false, error: INVALID_FILE_TYPE }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !EXPECTED[extension]?.includes(detected.ext)) {
    return { ok: false, error: `This file does not look like a real .${extension} file. Please choose the original document or image.` }
  }
  // Every OLE compound file shares the .doc magic bytes; only a Word document holds this stream.
  if (extension === 'doc' && !isWordDocument(bytes)) return { ok: false, error: INVALID_FILE_TYPE }
  return { ok: true, upload: { bytes, extension, mimeType: detected.mime, originalName } }
}

/** The upload as the database keeps it (with DATABASE_URL): same generated name, bytes in `upload_files`. */
export function databaseUpload(upload: CheckedUpload): StoredUpload {
  return { storedName: `${randomUUID()}.${upload.extension}`, originalName: upload.originalName, mimeType: upload.mimeType, size: upload.bytes.byteLength, inDatabase: true }
}

/** Keeps the file under a generated name in the uploads folder (outside the web root), readable by us only. */
export async function saveUpload(dir: string, upload: CheckedUpload): Promise<StoredUpload> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const storedName = `${randomUUID()}.${upload.extension}`
  await writeFile(uploadPath(dir, storedName), upload.bytes, { mode: 0o600, flag: 'wx' })
  return { storedName, originalName: upload.originalName, mimeType: upload.mimeType, size: upload.bytes.byteLength }
}

const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/

export function uploadPath(dir: string, storedName: string): string {
  // Stored names are ours, but they come back from the database: never let one leave the folder.
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored upload name: ${storedName}`)
  return path.join(dir, storedName)
}

export function readUpload(dir: string, storedName: string): Promise<Buffer> {
  return readFile(uploadPath(dir, storedName))
}

export async function removeUpload(dir: string, storedName: string): Promise<void> {
  await rm(uploadPath(dir, storedName), { force: true })
}

/** The visitor's file name, for the practice only: no folders, no control characters, not too long. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (cleaned || 'upload').slice(-200)
}
