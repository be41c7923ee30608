import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'esbuild';

export function precompileMessages(catalogue: Record<string, string>, file?: string): Record<string, MessageFormatElement[]>;
export function precompiledMessagesPlugin(messagesDir: string): Plugin;
