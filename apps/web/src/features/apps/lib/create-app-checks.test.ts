import { describe, expect, it } from 'vitest';
import { nameErrorKey, pkgErrorKey } from './create-app-checks';

describe('create app checks', () => {
  it('wants a name of 2 to 80 characters', () => {
    expect(nameErrorKey(undefined)).toBe('create.nameEmpty');
    expect(nameErrorKey('   ')).toBe('create.nameEmpty');
    expect(nameErrorKey('A')).toBe('create.nameLength');
    expect(nameErrorKey('x'.repeat(81))).toBe('create.nameLength');
    expect(nameErrorKey(' Starlight Arena ')).toBeNull();
    expect(nameErrorKey('星际')).toBeNull();
  });

  it('wants a dotted Android package name', () => {
    expect(pkgErrorKey('')).toBe('create.pkgEmpty');
    expect(pkgErrorKey('a')).toBe('create.pkgLength');
    expect(pkgErrorKey('nodots')).toBe('create.pkgFormat');
    expect(pkgErrorKey('com.1bad.name')).toBe('create.pkgFormat');
    expect(pkgErrorKey('com.example.game')).toBeNull();
    expect(pkgErrorKey(' com.example.game ')).toBeNull();
  });
});
