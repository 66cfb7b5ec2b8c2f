import {
  ARRAY_MAX_SIZE,
  ARRAY_MIN_SIZE,
  ARRAY_NOT_EMPTY,
  getMetadataStorage,
  IS_ARRAY,
  IS_BOOLEAN,
  IS_EMAIL,
  IS_ENUM,
  IS_IN,
  IS_INT,
  IS_LENGTH,
  IS_NOT_EMPTY,
  IS_NUMBER,
  IS_OBJECT,
  IS_POSITIVE,
  IS_STRING,
  IS_URL,
  MATCHES,
  MAX,
  MAX_LENGTH,
  MIN,
  MIN_LENGTH,
  type MetadataStorage,
  type ValidationError,
  ValidationTypes,
} from 'class-validator';
import { type FieldLabel, labelFor } from './field-labels';

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];

/** Reasons of a whole request value rather than of one field. */
export const REQUEST_REASONS = {
  notAnObject: 'Los datos enviados deben ser un objeto JSON',
  tooDeep: 'Los datos enviados tienen demasiados niveles de anidación',
  notAllowed: 'Se enviaron datos que no se esperaban',
} as const;

/** At most this many reasons per answer: a hostile body can break thousands of rules. */
export const MAX_REASONS = 20;

/** Constraints whose text class-validator or Nest write in English even when the DTO gave none. */
const FRAMEWORK_WORDED = new Set<string>([
  'unknownValue',
  ValidationTypes.WHITELIST,
  ValidationTypes.NESTED_VALIDATION,
  IS_OBJECT,
]);

/** The Spanish sentence for each class-validator rule, built from the field's label and the rule's arguments. */
const RULES: Record<string, (field: Phrase, args: readonly unknown[]) => string> = {
  [ValidationTypes.IS_DEFINED]: (f) => `${f.subject} ${f.verb('es')} ${f.adjective('obligatorio')}`,
  [IS_NOT_EMPTY]: (f) => `${f.subject} ${f.verb('es')} ${f.adjective('obligatorio')}`,
  [IS_INT]: (f) => `${f.subject} ${f.verb('debe')} ser un número entero`,
  [IS_NUMBER]: (f) => `${f.subject} ${f.verb('debe')} ser un número`,
  [IS_POSITIVE]: (f) => `${f.subject} ${f.verb('debe')} ser mayor que 0`,
  [MIN]: (f, [min]) =>
    min === undefined
      ? `${f.subject} ${f.verb('es')} demasiado ${f.adjective('pequeño')}`
      : `${f.subject} ${f.verb('debe')} ser al menos ${number(min)}`,
  [MAX]: (f, [max]) =>
    max === undefined
      ? `${f.subject} ${f.verb('es')} demasiado grande`
      : `${f.subject} no ${f.verb('puede')} ser mayor que ${number(max)}`,
  [IS_STRING]: (f) => `${f.subject} ${f.verb('debe')} ser un texto`,
  [MAX_LENGTH]: (f, [max]) =>
    max === undefined
      ? `${f.subject} ${f.verb('es')} demasiado ${f.adjective('largo')}`
      : `${f.subject} no ${f.verb('puede')} superar los ${number(max)} caracteres`,
  [MIN_LENGTH]: (f, [min]) =>
    min === undefined
      ? `${f.subject} ${f.verb('es')} demasiado ${f.adjective('corto')}`
      : `${f.subject} ${f.verb('debe')} tener al menos ${number(min)} caracteres`,
  [IS_LENGTH]: (f, [min, max]) =>
    min === undefined || max === undefined
      ? `${f.subject} no ${f.verb('tiene')} un largo válido`
      : `${f.subject} ${f.verb('debe')} tener entre ${number(min)} y ${number(max)} caracteres`,
  [IS_EMAIL]: (f) => `${f.subject} no ${f.verb('es')} ${f.adjective('válido')}`,
  [IS_URL]: (f) => `${f.subject} ${f.verb('debe')} ser una URL válida`,
  [MATCHES]: (f) => `${f.subject} no ${f.verb('tiene')} el formato correcto`,
  [IS_IN]: (f, [values]) => oneOf(f, values),
  [IS_ENUM]: (f, [, values]) => oneOf(f, values),
  [IS_BOOLEAN]: (f) => `${f.subject} ${f.verb('debe')} ser verdadero o falso`,
  [IS_ARRAY]: (f) => `${f.subject} ${f.verb('debe')} ser una lista`,
  [ARRAY_NOT_EMPTY]: (f) => `${f.subject} no ${f.verb('puede')} estar ${f.adjective('vacío')}`,
  [ARRAY_MIN_SIZE]: (f, [min]) =>
    min === undefined
      ? `${f.subject} no ${f.verb('tiene')} suficientes elementos`
      : `${f.subject} ${f.verb('debe')} tener al menos ${number(min)} ${min === 1 ? 'elemento' : 'elementos'}`,
  [ARRAY_MAX_SIZE]: (f, [max]) =>
    max === undefined
      ? `${f.subject} ${f.verb('tiene')} demasiados elementos`
      : `${f.subject} no ${f.verb('puede')} tener más de ${number(max)} elementos`,
  [ValidationTypes.NESTED_VALIDATION]: (f) => `${f.subject} no ${f.verb('tiene')} el formato correcto`,
  [IS_OBJECT]: (f) => `${f.subject} no ${f.verb('tiene')} el formato correcto`,
};

interface Phrase {
  /** The label as the sentence's subject: 'La cantidad'. */
  subject: string;
  /** 'debe' → 'deben' for a plural label; 'es' → 'son'. */
  verb(singular: string): string;
  /** 'obligatorio' → 'obligatoria', 'obligatorios', 'obligatorias' as the label asks. */
  adjective(masculineSingular: string): string;
}

function phrase(label: FieldLabel): Phrase {
  return {
    subject: label.text.charAt(0).toUpperCase() + label.text.slice(1),
    verb: (singular) => (!label.plural ? singular : singular === 'es' ? 'son' : `${singular}n`),
    adjective: (masculine) => {
      const singular = label.feminine ? `${masculine.slice(0, -1)}a` : masculine;
      return label.plural ? `${singular}s` : singular;
    },
  };
}

/** 2100 stays a year; 2147483647 reads 2.147.483.647. */
function number(value: unknown): string {
  return typeof value === 'number' && Math.abs(value) >= 10_000 ? value.toLocaleString('es-CL') : String(value);
}

function oneOf(field: Phrase, values: unknown): string {
  const list = Array.isArray(values) ? values.map(String) : [];
  if (list.length === 0) return `${field.subject} no ${field.verb('es')} ${field.adjective('válido')}`;
  const options = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} o ${list[list.length - 1]}`;
  return `${field.subject} ${field.verb('debe')} ser uno de estos valores: ${options}`;
}

const rulesByClass = new WeakMap<object, Map<string, ValidationMetadata | undefined>>();

/** The decorator behind a broken constraint (its arguments: the 100 of @Max(100)), if known. */
function ruleOf(target: unknown, property: string, constraint: string): ValidationMetadata | undefined {
  const owner = (target as { constructor?: unknown } | undefined)?.constructor;
  if (typeof owner !== 'function') return undefined;
  let cache = rulesByClass.get(owner);
  if (!cache) rulesByClass.set(owner, (cache = new Map()));
  const key = `${property}\u0000${constraint}`;
  if (cache.has(key)) return cache.get(key);
  const storage = getMetadataStorage();
  const rule = storage
    .getTargetValidationMetadatas(owner, '', false, false)
    .filter((metadata) => metadata.propertyName === property)
    .reverse()
    .find((metadata) => {
      const name =
        metadata.type === ValidationTypes.CUSTOM_VALIDATION
          ? (storage.getTargetValidatorConstraints(metadata.constraintCls)[0]?.name ?? metadata.type)
          : metadata.type;
      return name === constraint;
    });
  cache.set(key, rule);
  return rule;
}

/** The pipe runs class-validator with dismissDefaultMessages: a text here is the DTO's own. */
const isOwnMessage = ([constraint, message]: [string, string]) => message !== '' && !FRAMEWORK_WORDED.has(constraint);

function reasonFor(error: ValidationError, property: string | undefined, constraint: string, message: string): string {
  if (isOwnMessage([constraint, message])) return message;
  if (constraint === 'unknownValue' || (constraint === IS_OBJECT && !error.target)) return REQUEST_REASONS.notAnObject;
  if (constraint === ValidationTypes.WHITELIST) return REQUEST_REASONS.notAllowed;
  const field = phrase(labelFor(property));
  const rule = RULES[constraint];
  if (!rule) return `${field.subject} no ${field.verb('es')} ${field.adjective('válido')}`;
  return rule(field, ruleOf(error.target, error.property, constraint)?.constraints ?? []);
}

const isIndex = (property: string) => /^\d+$/.test(property);

/**
 * class-validator's errors as Spanish sentences naming each field by its label, without property
 * paths: items.0.quantity → 'La cantidad debe ser al menos 1'. Repeated reasons (the same rule
 * broken on several lines) are given once; MAX_REASONS at most.
 */
export function validationReasons(errors: readonly ValidationError[]): string[] {
  const reasons = new Set<string>();
  // Breadth first and without recursion: the tree is as deep and as wide as the request made it.
  const queue: Array<{ error: ValidationError; parent: string | undefined }> = errors.map((error) => ({
    error,
    parent: undefined,
  }));
  for (let next = 0; next < queue.length && reasons.size < MAX_REASONS; next++) {
    const { error, parent } = queue[next];
    // An array item is named by its array ('Los productos no tienen el formato correcto').
    const property = isIndex(String(error.property)) ? parent : String(error.property);
    const constraints = Object.entries(error.constraints ?? {});
    // A DTO's own messages are all given, as written. Of the other rules a field breaks, only the
    // one declared first: 'abc' as a page is "not a whole number", not also "below 1" and "above
    // the last page". Decorators register bottom-up, so that rule is the last one reported.
    const translated = constraints.filter((constraint) => !isOwnMessage(constraint));
    const basic = translated.filter(([name]) => name !== ValidationTypes.NESTED_VALIDATION).at(-1) ?? translated.at(-1);
    const broken = [...constraints.filter(isOwnMessage), ...(basic ? [basic] : [])];
    for (const [name, message] of broken) reasons.add(reasonFor(error, property, name, message));
    for (const child of error.children ?? []) queue.push({ error: child, parent: property });
  }
  return [...reasons].slice(0, MAX_REASONS);
}
