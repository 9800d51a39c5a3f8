import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EarlyOpenRequests, handleFileOpening, projectPathsIn, type FileOpeningApp } from './file-opening.js';

/** Electron's app as far as file opening goes: an emitter the test fires events on. */
function fakeApp(): FileOpeningApp & EventEmitter {
  return new EventEmitter() as FileOpeningApp & EventEmitter;
}

describe('project files named on a command line', () => {
  it('keeps the .flipbook arguments, made absolute from the folder the command ran in, and no switch', () => {
    const argv = ['.', '--inspect=9229', 'books/My Book.flipbook', '/abs/Other.FLIPBOOK', 'notes.pdf', '--open=x.flipbook'];
    expect(projectPathsIn(argv, '/home/ann')).toEqual([path.resolve('/home/ann/books/My Book.flipbook'), path.resolve('/abs/Other.FLIPBOOK')]);
    expect(projectPathsIn([], '/home/ann')).toEqual([]);
  });
});

describe('files the system asks the app to open', () => {
  it('opens the files of this start, of a second start (from its own folder) and of macOS’s open-file', () => {
    const app = fakeApp();
    const opened: string[] = [];
    handleFileOpening(app, (file) => opened.push(file), { argv: ['first.flipbook'], cwd: '/work' });
    expect(opened).toEqual([path.resolve('/work/first.flipbook')]);

    app.emit('second-instance', {}, ['/opt/flipbook', 'second.flipbook', '--flag'], '/elsewhere');
    let prevented = false;
    app.emit('open-file', { preventDefault: () => (prevented = true) }, '/Users/ann/third.flipbook');
    expect(opened).toEqual([path.resolve('/work/first.flipbook'), path.resolve('/elsewhere/second.flipbook'), '/Users/ann/third.flipbook']);
    // Without preventDefault macOS reports that the app could not open the file.
    expect(prevented).toBe(true);
  });

  it('holds the requests that come before the engine exists, then hands them and later ones on in order', () => {
    const early = new EarlyOpenRequests();
    early.open('/a.flipbook');
    early.open('/b.flipbook');
    const delivered: string[] = [];
    early.deliverTo((file) => delivered.push(file));
    expect(delivered).toEqual(['/a.flipbook', '/b.flipbook']);
    early.open('/c.flipbook');
    expect(delivered).toEqual(['/a.flipbook', '/b.flipbook', '/c.flipbook']);
  });
});
