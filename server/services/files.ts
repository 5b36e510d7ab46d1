import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files of a presentation live under DATA_DIR/files/{presentationId} (PGlite) so that
 * deleting a presentation or client can remove them with one call. With PostgreSQL the bytes live
 * in the database and go with the rows, so several servers share them.
 */
export class FileStore {
  constructor(private readonly dataDir: string) {}

  dirOf(presentationId: string): string {
    return path.join(this.dataDir, 'files', presentationId);
  }

  /** Writes the bytes and answers the path relative to DATA_DIR, as stored in the row. */
  async write(presentationId: string, name: string, bytes: Buffer): Promise<string> {
    const dir = this.dirOf(presentationId);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), bytes);
    return path.join('files', presentationId, name);
  }

  read(relativePath: string): Promise<Buffer> {
    const full = path.resolve(this.dataDir, relativePath);
    // Rows only ever hold paths we wrote, but never follow one out of DATA_DIR.
    if (!full.startsWith(path.resolve(this.dataDir) + path.sep)) throw new Error('path outside DATA_DIR');
    return readFile(full);
  }

  /** A client's own files (its brand kit's logo) live under DATA_DIR/files/clients/{clientId}. */
  async writeForClient(clientId: string, name: string, bytes: Buffer): Promise<string> {
    const dir = path.join(this.dataDir, 'files', 'clients', clientId);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), bytes);
    return path.join('files', 'clients', clientId, name);
  }

  async removeClient(clientId: string): Promise<void> {
    await rm(path.join(this.dataDir, 'files', 'clients', clientId), { recursive: true, force: true });
  }

  async removeFile(relativePath: string): Promise<void> {
    await rm(path.resolve(this.dataDir, relativePath), { force: true });
  }

  async removePresentations(presentationIds: string[]): Promise<void> {
    await Promise.all(presentationIds.map((id) => rm(this.dirOf(id), { recursive: true, force: true })));
  }
}
