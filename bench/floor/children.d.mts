// Types of children.mjs, for the tests (TypeScript, allowJs off).
import type { ChildProcess } from 'node:child_process';

export declare const exited: (child: ChildProcess) => boolean;
export declare function stop(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
export declare function childSet(): { track<C extends ChildProcess>(child: C): C; stopAll(): Promise<unknown>; readonly size: number };
