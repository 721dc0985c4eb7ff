/** dynalite (npm) ships no types: the part the local twin uses. */
declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    /** Keep the data on disk here; in memory without it. */
    path?: string;
    /** How long CreateTable takes to turn ACTIVE, in ms. */
    createTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}
