import type { z } from 'zod';

/** One contract method: a zod schema for its single argument and one for its result. */
export interface MethodSpec<A extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  arg: A;
  result: R;
}

export type ContractMap = Record<string, MethodSpec>;

/** Keeps the literal method names while checking each entry's shape. */
export function defineMethods<const M extends ContractMap>(methods: M): M {
  for (const name of Object.keys(methods)) {
    if (!/^[a-z]+\.[a-zA-Z]+$/.test(name)) throw new Error(`Method names are domain.verb: ${name}`);
  }
  return methods;
}
