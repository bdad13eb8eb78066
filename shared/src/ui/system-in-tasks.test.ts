import { createSystem, createSystemSteps, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { semanticTokens, tokens } from '@chakra-ui/react/theme';

type SystemModule = typeof import('./system');

/** A fresh copy of system.ts (its system not yet made). */
function freshSystemModule(): SystemModule {
  let module: SystemModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<SystemModule>('./system');
  });
  return module as SystemModule;
}

/** A stand-in for the host's nextTask that counts the tasks asked for and answers at once. */
function countingNextTask() {
  const tasks = { count: 0 };
  const nextTask = jest.fn(() => {
    tasks.count += 1;
    return Promise.resolve();
  });
  return { tasks, nextTask };
}

/** What a system makes, as text: its token CSS, global CSS, and the styles of a few props (colour mixes, semantic tokens, conditions). */
function stylesOf(system: ReturnType<typeof createSystem>): string {
  return JSON.stringify([
    system.getTokenCss(),
    system.getGlobalCss(),
    system.css({ color: 'accent.fg', bg: 'red.500/40', p: '2', _hover: { borderColor: 'border.emphasized' }, md: { fontSize: 'sm' } }),
    system.tokens.allTokens.length,
  ]);
}

/**
 * Chakra is patched (patches/@chakra-ui__react@3.37.0.patch) so its system can be made in steps:
 * createSystemSteps pauses between merging the configs, the token dictionary's steps and the rest,
 * and the console runs each step in a task of its own (one ~25 ms task at 1× CPU became several).
 */
describe("the console's system, made a step per task", () => {
  it('asks for a task before each step and is made only after the last (the patched Chakra gives several steps)', async () => {
    const { makeConsoleSystemInTasks, consoleSystem } = freshSystemModule();
    const { tasks, nextTask } = countingNextTask();
    await makeConsoleSystemInTasks(nextTask);
    // Ten steps (merging, seven of the token dictionary, the utilities, the rest), each after a task of its own.
    expect(tasks.count).toBe(10);
    const made = consoleSystem();
    const asked = tasks.count;
    // Made once: making it again asks for one task, finds it made, and answers the same system.
    await makeConsoleSystemInTasks(nextTask);
    expect(tasks.count).toBe(asked + 1);
    expect(consoleSystem()).toBe(made);
  });

  it('makes the same system, style for style, as making it at once', async () => {
    const inTasks = freshSystemModule();
    await inTasks.makeConsoleSystemInTasks(countingNextTask().nextTask);
    const atOnce = freshSystemModule().consoleSystem();
    expect(inTasks.consoleSystem()).not.toBe(atOnce);
    expect(stylesOf(inTasks.consoleSystem())).toBe(stylesOf(atOnce));
  });

  it('is finished at once by a call that needs it while its steps are under way, and not made twice', async () => {
    const { makeConsoleSystemInTasks, consoleSystem } = freshSystemModule();
    let release: () => void = () => {};
    let asked = 0;
    // The second task is held: the making stops after its first step.
    const nextTask = () => (++asked === 2 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve());
    const making = makeConsoleSystemInTasks(nextTask);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(2);
    const made = consoleSystem();
    expect(made.css({ color: 'accent.fg' })).toEqual({ color: 'var(--chakra-colors-accent-fg)' });
    release();
    await making;
    // The held task found it made and asked for no more.
    expect(asked).toBe(2);
    expect(consoleSystem()).toBe(made);
  });

  it("gives Chakra's createSystem its own answer: the steps run at once equal the system made at once", () => {
    const theme = defineConfig({ theme: { tokens, semanticTokens } });
    const steps = createSystemSteps(defaultBaseConfig, theme);
    let step = steps.next();
    let count = 1;
    while (!step.done) {
      step = steps.next();
      count += 1;
    }
    expect(count).toBe(10);
    expect(stylesOf(step.value)).toBe(stylesOf(createSystem(defaultBaseConfig, theme)));
  });
});
