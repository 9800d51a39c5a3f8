import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.js';
import { COMMAND_IDS, type CommandId } from './catalogue.js';

export const CommandIdSchema = z.enum(COMMAND_IDS as [CommandId, ...CommandId[]]);

/** The Options menu's language items: they switch the interface rather than run a command. */
export type LanguageCommand = `options.language.${LanguageCode}`;
const LANGUAGE_PREFIX = 'options.language.';

export function languageCommand(code: LanguageCode): LanguageCommand {
  return `${LANGUAGE_PREFIX}${code}` as LanguageCommand;
}

const LANGUAGE_COMMANDS = LANGUAGE_CODES.map(languageCommand);

/** What a host menu item (or the desktop window's close) may ask the editor to do. */
export const MenuCommandSchema = z.union([CommandIdSchema, z.enum(LANGUAGE_COMMANDS as [LanguageCommand, ...LanguageCommand[]])]);
export type MenuCommand = CommandId | LanguageCommand;

export function isLanguageCommand(command: MenuCommand): command is LanguageCommand {
  return command.startsWith(LANGUAGE_PREFIX);
}

/** The language a language item switches to. */
export function languageOfCommand(command: LanguageCommand): LanguageCode {
  return command.slice(LANGUAGE_PREFIX.length) as LanguageCode;
}
