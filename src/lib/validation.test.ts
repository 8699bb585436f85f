import { beforeAll, describe, expect, test } from 'vitest';
import { i18n } from '@/i18n/i18n';
import enBase from '@/mocks/lang/en/base.json';
import {
  confirmationMessage,
  emailMessage,
  passwordMessage,
  requiredMessage,
  sentLength,
} from './validation';

beforeAll(async () => {
  i18n.addResourceBundle('en', 'base', enBase, true, true);
  await i18n.changeLanguage('en');
});

const REQUIRED = 'This field is required.';

describe('requiredMessage', () => {
  test('asks for a value when there is none or only spaces', () => {
    expect(requiredMessage('')).toBe(REQUIRED);
    expect(requiredMessage('  \n')).toBe(REQUIRED);
  });

  test('accepts any text', () => {
    expect(requiredMessage(' a ')).toBeUndefined();
  });
});

describe('emailMessage', () => {
  test('asks for an address when there is none', () => {
    expect(emailMessage(' ')).toBe(REQUIRED);
  });

  test.each(['name@company.com', ' name@company.com '])('accepts %j', (value) => {
    expect(emailMessage(value)).toBeUndefined();
  });

  test.each(['name', 'name@company', '@company.com', 'na me@company.com', 'name@company.com x'])(
    'refuses %j with an example of an address',
    (value) => {
      expect(emailMessage(value)).toBe(
        'Enter a valid e-mail address, for example name@company.com.',
      );
    },
  );
});

describe('passwordMessage', () => {
  test('asks for a password, unless one may stay empty', () => {
    expect(passwordMessage('')).toBe(REQUIRED);
    expect(passwordMessage('', false)).toBeUndefined();
  });

  test('names the minimum length to a password one character short', () => {
    expect(passwordMessage('1234567')).toBe('The password must be at least 8 characters long.');
    expect(passwordMessage('1234567', false)).toBe(
      'The password must be at least 8 characters long.',
    );
  });

  test('accepts a password of the minimum length', () => {
    expect(passwordMessage('12345678')).toBeUndefined();
  });
});

describe('confirmationMessage', () => {
  test('asks for the confirmation when there is none', () => {
    expect(confirmationMessage('secret123', '')).toBe(REQUIRED);
  });

  test('says when the two differ, and accepts them when equal', () => {
    expect(confirmationMessage('secret123', 'secret124')).toBe('The passwords do not match.');
    expect(confirmationMessage('secret123', 'secret123')).toBeUndefined();
  });
});

describe('sentLength', () => {
  test('counts the trimmed text', () => {
    expect(sentLength('  abc  ')).toBe(3);
  });

  test('counts every line break as the two characters a form post sends', () => {
    expect(sentLength('a\nb')).toBe(4);
    expect(sentLength('a\r\nb')).toBe(4);
    expect(sentLength('a\rb')).toBe(4);
    expect(sentLength('a\n\nb')).toBe(6);
  });
});
