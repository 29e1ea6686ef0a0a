// Absolute temp and home paths in stored text become relative or `~` forms: a learning must read the
// same on every machine, must not carry a user name, and two runs in different temp folders must
// compare equal in dedup.

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rewrites `cwd`-relative, temp-folder and home-folder paths in `text` (`cwd` = the project folder, if known). */
export function portablePaths(text: string, cwd?: string): string {
  let out = text;
  const base = cwd?.replace(/[\\/]+$/, '');
  if (base && base.length > 1) {
    out = out.replace(new RegExp(`${esc(base)}[\\\\/]`, 'g'), '').replace(new RegExp(`${esc(base)}(?![\\w.-])`, 'g'), '.');
  }
  return out
    .replace(/(?:\/private)?\/var\/folders\/[\w+-]{1,40}\/[\w+-]{1,60}\/T\//g, '')
    .replace(/(?<![\w.~-])(?:\/private)?\/tmp\//g, '')
    .replace(/(?<![\w.~-])\/(?:home|Users)\/[^/\s'"`:]{1,64}(?=\/|(?![^\s'"`:)]))/g, '~')
    .replace(/(?<![\w.~-])\/root(?=\/)/g, '~')
    .replace(/\b[A-Za-z]:\\(?:Users|Documents and Settings)\\[^\\\s'"`:]{1,64}(?=\\|(?![^\s'"`:)]))/gi, '~')
    .replace(/~\\AppData\\Local\\Temp\\|\b[A-Za-z]:\\(?:Windows\\)?Temp\\|%TEMP%\\/gi, '');
}
