import { describe, expect, it } from 'vitest';
import { parseArgs } from './parse-args.js';
import { PUBLISH_FORMAT_NAMES } from './publish/publish-formats.js';

const CWD = '/home/user/books';

describe('parseArgs', () => {
  it('shows general help for no arguments, --help, -h and "help"', () => {
    for (const argv of [[], ['--help'], ['-h'], ['help']]) expect(parseArgs(argv, CWD)).toEqual({ kind: 'help', topic: null });
  });

  it('shows a command’s help for "<cmd> --help" and "help <cmd>"', () => {
    expect(parseArgs(['convert', '--help'], CWD)).toEqual({ kind: 'help', topic: 'convert' });
    expect(parseArgs(['help', 'publish'], CWD)).toEqual({ kind: 'help', topic: 'publish' });
  });

  it('recognises --version', () => {
    expect(parseArgs(['--version'], CWD)).toEqual({ kind: 'version' });
  });

  it('resolves convert paths against the working folder', () => {
    expect(parseArgs(['convert', 'in.pdf', '-o', 'out/book.flipbook'], CWD)).toEqual({
      kind: 'convert',
      source: 'pdf',
      inputs: ['/home/user/books/in.pdf'],
      output: '/home/user/books/out/book.flipbook',
      password: undefined,
      options: {},
      largeImages: undefined,
    });
  });

  it('accepts --output=, --password and absolute paths', () => {
    expect(parseArgs(['convert', '/x/in.pdf', '--output=/y/b.flipbook', '--password', 's3cret'], CWD)).toMatchObject({
      inputs: ['/x/in.pdf'],
      output: '/y/b.flipbook',
      password: 's3cret',
    });
  });

  it('parses publish with the html format and defaults the format to html', () => {
    const expected = { kind: 'publish', project: '/home/user/books/b.flipbook', format: 'html', output: '/home/user/books/site', values: {}, flags: [] };
    expect(parseArgs(['publish', 'b.flipbook', '--format', 'html', '-o', 'site'], CWD)).toEqual(expected);
    expect(parseArgs(['publish', 'b.flipbook', '-o', 'site'], CWD)).toEqual(expected);
  });

  it('parses info with and without --json', () => {
    expect(parseArgs(['info', 'b.flipbook', '--json'], CWD)).toEqual({ kind: 'info', project: '/home/user/books/b.flipbook', json: true });
    expect(parseArgs(['info', 'b.flipbook'], CWD)).toMatchObject({ json: false });
  });

  it.each([
    [['frobnicate'], 'Unknown command: frobnicate'],
    [['convert', 'in.pdf'], 'Missing -o <project.flipbook>'],
    [['convert', '-o', 'b.flipbook'], 'Missing the PDF or image files'],
    [['info', 'a.flipbook', 'b.flipbook'], 'Unexpected argument: b.flipbook'],
    [['convert', 'a.pdf', '-o'], 'Option -o needs a value'],
    [['convert', 'a.pdf', '-o', 'x', '-o', 'y'], 'Option --output was given twice'],
    [['publish', 'b.flipbook', '--format', 'docx', '-o', 'out'], `Unknown format: docx (supported: ${PUBLISH_FORMAT_NAMES.join(', ')})`],
    [['info', 'b.flipbook', '--verbose'], 'Unknown option: --verbose'],
    [['info', 'b.flipbook', '--json=yes'], 'Unknown option: --json'],
  ])('turns %j into the usage error "%s"', (argv, message) => {
    expect(parseArgs(argv, CWD)).toMatchObject({ kind: 'usage-error', message });
  });

  it('treats everything after -- as file names, even when they start with a dash', () => {
    expect(parseArgs(['info', '--', '-odd.flipbook'], CWD)).toMatchObject({ kind: 'info', project: '/home/user/books/-odd.flipbook' });
  });
});
