import { randomInt } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, GENERATED_ACCESS_CODE_LENGTH } from '@marketday/shared';

// randomInt draws without modulo bias; 31^8 ≈ 8.5e11 codes, so a collision is rare and simply retried.
export function generateAccessCode(length = GENERATED_ACCESS_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}
