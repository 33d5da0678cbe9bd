import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The 32-byte key that encrypts session cookies. Production passes SESSION_KEY; development
 * generates one into the git-ignored data folder so that sessions survive restarts.
 */
export function loadSessionKey(hexFromEnv: string | undefined, devKeyFile: string): Buffer {
  if (hexFromEnv) return Buffer.from(hexFromEnv, 'hex');
  if (existsSync(devKeyFile)) {
    const hex = readFileSync(devKeyFile, 'utf8').trim();
    if (/^[0-9a-f]{64}$/i.test(hex)) return Buffer.from(hex, 'hex');
  }
  const key = randomBytes(32);
  mkdirSync(dirname(devKeyFile), { recursive: true });
  writeFileSync(devKeyFile, key.toString('hex'), { mode: 0o600 });
  return key;
}
