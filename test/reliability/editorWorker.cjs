// A person's editor saving a file over and over while agents capture into it: each save reads what the
// file holds (the editor reloaded it), truncates it, pauses (an editor writes after truncating), then
// writes that text back plus one new line of the person's own at the end. Runs until STOP_FILE exists;
// prints {saves, notes} (the person's added lines) on stdout. Usage: node editorWorker.cjs FILE STOP_FILE SEED
'use strict';
const { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } = require('node:fs');

const [file, stopFile, seedArg] = process.argv.slice(2);
let x = Number(seedArg) >>> 0 || 1;
const rand = (n) => {
  x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x297a2d39) >>> 0;
  return x % n;
};
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const notes = [];
let saves = 0;
while (!existsSync(stopFile)) {
  const text = readFileSync(file);
  const note = `- person note ${notes.length} written in the editor (save ${saves})\n`;
  const fd = openSync(file, 'r+');
  ftruncateSync(fd, 0);
  sleep(rand(5));
  const last = text.length > 0 && text[text.length - 1] !== 0x0a ? '\n' : '';
  const data = Buffer.concat([text, Buffer.from(last + note, 'utf8')]);
  for (let off = 0; off < data.length; ) off += writeSync(fd, data, off, data.length - off, off);
  fsyncSync(fd);
  closeSync(fd);
  notes.push(note.trimEnd());
  saves++;
  sleep(2 + rand(10));
}
process.stdout.write(`${JSON.stringify({ saves, notes })}\n`);
