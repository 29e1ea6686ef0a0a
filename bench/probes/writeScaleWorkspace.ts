// Writes a generated workspace (bench/generate.ts) for the segment probe: <dir> <entries> <files>.
import { writeWorkspace } from '../generate';

const [dir, entries, files] = process.argv.slice(2);
const t = performance.now();
const ws = writeWorkspace({ dir, entries: Number(entries), files: Number(files), seed: 7 });
console.log(JSON.stringify({ ...ws, users: ws.users.length, userFiles: ws.userFiles.length, ms: Math.round(performance.now() - t) }));
