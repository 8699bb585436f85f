import type { Locale } from '../db/types';
import { en, type MessageKey } from './en';
import { nl } from './nl';

export type { MessageKey };

/** A message not yet put into words: the locale is only known once the request is answered. */
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number>;
}

const catalogues = { nl, en } as const;

function attributeName(locale: Locale, field: string): string {
  const plainField = field.replace(/\[\]$/, '');
  return catalogues[locale].attributes[plainField] ?? plainField.replace(/_/g, ' ');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function translate(locale: Locale, { key, params = {} }: Message): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = name === 'attribute' ? attributeName(locale, String(value)) : String(value);
  }
  return catalogues[locale][key].replace(/:([A-Za-z]+)/g, (match, name: string) => {
    const value = values[name.toLowerCase()];
    if (value === undefined) return match;
    return name[0] === name[0]?.toUpperCase() ? capitalise(value) : value;
  });
}
