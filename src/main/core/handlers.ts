import type { z } from 'zod';
import type { Contract, MethodName, MethodResult } from '../../shared/contract';

/** One implementation per contract method; inputs arrive already validated. */
export type Handlers = {
  [M in MethodName]: (input: z.output<Contract[M]['input']>) => Promise<MethodResult<M>>;
};
