import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appNameProblem,
  isEmail,
  isMobile,
  isSmsCode,
  passwordProblem,
  pkgProblem,
} from './rules.js';
import { transportPassword } from './password.js';
import { errorTexts } from './errors.js';
import { formatFileSize } from './format.js';
import { accountCalls } from './calls.js';

describe('password rules', () => {
  it.each([
    ['', 'empty'],
    ['Ab1!', 'length'],
    ['Abcdef1', 'length'],
    ['Abcdefgh1234!', 'length'],
    ['Abcd 1234', 'chars'],
    ['Abcd1234中', 'chars'],
    ['abcdefgh', 'classes'],
    ['abcd1234', 'classes'],
    ['ABCD!!!!', 'classes'],
  ])('%j is refused as %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each(['Abcd1234', 'abcd123!', 'ABCD123!', 'Ab!Ab!Ab', 'Abcdefgh123!'])(
    '%j is accepted',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );
});

describe('account fields', () => {
  it('mobile is 11 digits starting with 1', () => {
    expect(isMobile('13800000000')).toBe(true);
    expect(isMobile('1380000000')).toBe(false);
    expect(isMobile('138000000001')).toBe(false);
    expect(isMobile('23800000000')).toBe(false);
    expect(isMobile('1380000000a')).toBe(false);
  });

  it('e-mail needs a local part and a dotted domain', () => {
    expect(isEmail('dev@example.com')).toBe(true);
    expect(isEmail('first.last+tag@sub.example.co')).toBe(true);
    expect(isEmail('dev@example')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
    expect(isEmail('dev example@example.com')).toBe(false);
    expect(isEmail(`${'a'.repeat(60)}@example.com`)).toBe(false);
  });

  it('SMS code is exactly 6 digits', () => {
    expect(isSmsCode('012345')).toBe(true);
    expect(isSmsCode('12345')).toBe(false);
    expect(isSmsCode('1234567')).toBe(false);
    expect(isSmsCode('12345a')).toBe(false);
  });
});

describe('app fields', () => {
  it('app name is required, 2 to 80 characters', () => {
    expect(appNameProblem('')).toBe('empty');
    expect(appNameProblem('   ')).toBe('empty');
    expect(appNameProblem('A')).toBe('length');
    expect(appNameProblem('AB')).toBeNull();
    expect(appNameProblem('x'.repeat(80))).toBeNull();
    expect(appNameProblem('x'.repeat(81))).toBe('length');
  });

  it('package name is required, at least 2 characters, dotted identifiers', () => {
    expect(pkgProblem('')).toBe('empty');
    expect(pkgProblem('a')).toBe('length');
    expect(pkgProblem('com.example.game')).toBeNull();
    expect(pkgProblem('com')).toBe('format');
    expect(pkgProblem('com.1example')).toBe('format');
  });
});

describe('password transport', () => {
  it('is uppercase(md5hex(md5hex(password) + salt))', async () => {
    const md5 = (s: string) => createHash('md5').update(s).digest('hex');
    const expected = md5(md5('Abcd1234!') + 'vrmcsys.portal.salt').toUpperCase();
    expect(await transportPassword('Abcd1234!', md5)).toBe(expected);
    expect(expected).toMatch(/^[0-9A-F]{32}$/);
  });
});

describe('catalogues', () => {
  it('every error code has a text in both languages', () => {
    for (const [code, texts] of Object.entries(errorTexts)) {
      expect(texts.zh, code).toMatch(/[\u4e00-\u9fff]/);
      expect(texts.en.length, code).toBeGreaterThan(1);
    }
  });

  it('every call path is unique and under /vrmcsys/', () => {
    const paths = Object.values(accountCalls).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    // two-step sign-in and the sessions list have a path segment of their own
    for (const p of paths) expect(p).toMatch(/^\/vrmcsys\/[a-z]+(\/\w+)+$/);
  });
});

describe('file size display', () => {
  it.each([
    [0, '0B'],
    [100, '100B'],
    [102.4, '0.10KB'],
    [1024, '1KB'],
    [1536, '1.50KB'],
    [104857.6, '0.10MB'],
    [10 * 1048576, '10MB'],
    [107374182.4, '0.10GB'],
    [10 * 1073741824, '10GB'],
  ])('%d bytes shows as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
