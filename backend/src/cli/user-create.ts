import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../shared/database';
import { ENTITIES } from '../entities';
import { isRole, normalizeEmail, ROLES } from '../modules/identity';
import { standaloneUserAccounts } from '../modules/identity/adapters';
import { loadConfigOrExit } from './load-config-or-exit';

const USAGE = `Usage: npm run user:create -- --email <address> [--role ${ROLES.join('|')}] [--first-name <name>] [--last-name <name>] [--reset-password]

Creates the account, or changes the role of an existing one (the first admin of a deployment).
The password comes from USER_PASSWORD or, on a terminal, from a hidden prompt. An existing
account keeps its password unless USER_PASSWORD is set or --reset-password is given.`;

/** Reads a line without echoing it (the password never appears on screen or in shell history). */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.includes(question)) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('No password: set USER_PASSWORD or run on a terminal to be prompted.');
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  if (!isRole(values.role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  const email = normalizeEmail(values.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('--email is not an e-mail address');

  const config = loadConfigOrExit();
  const orm = await MikroORM.init(createOrmConfig(config.databaseUrl, ENTITIES));
  try {
    await RequestContext.create(orm.em, async () => {
      const accounts = standaloneUserAccounts(orm.em);
      const exists = await accounts.exists(email);
      let password = process.env.USER_PASSWORD;
      if (password === undefined && (!exists || values['reset-password'])) password = await readPassword();
      const result = await accounts.createOrPromote.execute({
        email,
        role: values.role as (typeof ROLES)[number],
        password,
        firstName: values['first-name'],
        lastName: values['last-name'],
      });
      console.log(
        `${result.created ? 'created' : 'updated'} ${email} (role ${values.role}${password !== undefined ? ', password set' : ''})`,
      );
    });
  } finally {
    await orm.close(true);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
