import { fileURLToPath } from 'node:url';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { fontBlobs } from './fonts.js';

/**
 * The Typst compiler of this thread (Typst through @myriaddreamin/typst-ts-node-compiler):
 * made once, with the reports' fonts given as bytes, then reused by every report, so that
 * only the first pays for loading the fonts (about 2 s).
 *
 * What a document may read is only what is given here: its project root is a folder below
 * this module's own file, a path that cannot exist (nothing lives below a file), so Typst's
 * `read`, `image`, `json`, `include` find nothing on the disk; the files a report needs (its
 * picture) are given in memory for one compilation and removed after it. The report's data
 * travel as JSON in `sys.inputs`, never inside the Typst source.
 */
let compiler: NodeCompiler | undefined;

const root = `${fileURLToPath(import.meta.url)}/typst-root`;

function thisThreadsCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({ workspace: root, fontArgs: [{ fontBlobs: fontBlobs() }] });
  return compiler;
}

/** A file the document reads by its absolute path in the project ("/picture"). */
export type TypstFile = { readonly path: `/${string}`; readonly bytes: Uint8Array };

/** Raised when Typst refuses a document: its diagnostics, for the logs. */
export class TypstError extends Error {
  constructor(readonly diagnostics: readonly unknown[]) {
    super(`Typst could not compile the report: ${JSON.stringify(diagnostics)}`);
    this.name = 'TypstError';
  }
}

/**
 * Compiles a Typst program to PDF. `source` is the program (constant text of this module,
 * never built from user data); `inputs` are its `sys.inputs` strings; `files` the in-memory
 * files it may read, for this compilation only.
 */
export function compileTypstPdf(
  source: string,
  inputs: Record<string, string>,
  files: readonly TypstFile[] = [],
): Buffer {
  const typst = thisThreadsCompiler();
  for (const file of files) {
    typst.mapShadow(`${root}${file.path}`, Buffer.from(file.bytes));
  }
  try {
    const result = typst.compile({ mainFileContent: source, inputs });
    const error = result.takeError();
    const document = result.result;
    if (error !== null || document === null) {
      throw new TypstError(error === null ? [] : typst.fetchDiagnostics(error));
    }
    return typst.pdf(document, { pdfTags: false });
  } finally {
    typst.resetShadow();
    // Typst memoises layouts across compilations; old entries go, so memory stays flat.
    typst.evictCache(10);
  }
}
