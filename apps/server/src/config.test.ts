import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

describe('configuration', () => {
  it('defaults every setting', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: './data', databaseUrl: undefined, redisUrl: undefined });
    expect(config.battle).toEqual({
      countdownMs: 10_000,
      questionMs: 10_000,
      pauseMs: 3_000,
      questions: 10,
      waitingRoomTimeoutMs: 600_000,
      answerGraceMs: 300,
      reconnectGraceMs: 30_000,
    });
  });

  it('reads the environment, treating empty strings as unset', () => {
    const config = parseConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db', REDIS_URL: '', BATTLE_QUESTIONS: '5' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(config.redisUrl).toBeUndefined();
    expect(config.battle.questions).toBe(5);
  });

  it('publishes the operator contact only when CONTACT_EMAIL is set', () => {
    expect(parseConfig({}).contactEmail).toBeUndefined();
    expect(parseConfig({ CONTACT_EMAIL: '' }).contactEmail).toBeUndefined();
    expect(parseConfig({ CONTACT_EMAIL: 'operator@fanclash.example' }).contactEmail).toBe('operator@fanclash.example');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET: must be at least 32 characters/],
    [{ BATTLE_QUESTION_MS: '-1' }, /BATTLE_QUESTION_MS/],
    [{ CONTACT_EMAIL: 'the operator' }, /CONTACT_EMAIL: must be an e-mail address/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
