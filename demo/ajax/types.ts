import type { Ctx } from '../http';

export type Handler = (ctx: Ctx) => void | Promise<void>;
