import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_TIMEOUT_MS, type ConnectionState, createConnectionMachine } from './connection.ts';

describe('preview connection states', () => {
  let changes: ConnectionState[];
  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
  });
  afterEach(() => vi.useRealTimers());

  const machine = () => createConnectionMachine({ onChange: (state) => changes.push(state) });

  it('uses the spec’s 30 s timeout', () => {
    expect(CONNECTION_TIMEOUT_MS).toBe(30_000);
  });

  it('starts connecting and is connected when the stream says welcome', () => {
    const connection = machine();
    expect(connection.state).toBe('connecting');
    vi.advanceTimersByTime(5_000);
    connection.connected();
    expect(connection.state).toBe('connected');
    // The timeout no longer applies once connected.
    vi.advanceTimersByTime(60_000);
    expect(connection.state).toBe('connected');
    expect(changes).toEqual(['connected']);
  });

  it('fails when no welcome arrives within 30 s, not a moment before', () => {
    const connection = machine();
    vi.advanceTimersByTime(CONNECTION_TIMEOUT_MS - 1);
    expect(connection.state).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(connection.state).toBe('failed');
    expect(changes).toEqual(['failed']);
  });

  it('goes back to connecting when a live stream drops, with a fresh 30 s allowance', () => {
    const connection = machine();
    connection.connected();
    vi.advanceTimersByTime(100_000);
    connection.lost();
    expect(connection.state).toBe('connecting');
    vi.advanceTimersByTime(29_000);
    connection.connected();
    expect(connection.state).toBe('connected');
    expect(changes).toEqual(['connected', 'connecting', 'connected']);
  });

  it('does not extend the allowance when errors repeat while connecting', () => {
    const connection = machine();
    connection.connected();
    connection.lost();
    vi.advanceTimersByTime(20_000);
    connection.lost();
    vi.advanceTimersByTime(10_000);
    expect(connection.state).toBe('failed');
  });

  it('stays failed on further errors; recovers on a late welcome or an explicit retry', () => {
    const connection = machine();
    vi.advanceTimersByTime(CONNECTION_TIMEOUT_MS);
    connection.lost();
    expect(connection.state).toBe('failed');
    connection.connected();
    expect(connection.state).toBe('connected');
    connection.failed();
    expect(connection.state).toBe('failed');
    connection.retry();
    expect(connection.state).toBe('connecting');
    vi.advanceTimersByTime(CONNECTION_TIMEOUT_MS);
    expect(connection.state).toBe('failed');
    expect(changes).toEqual(['failed', 'connected', 'failed', 'connecting', 'failed']);
  });

  it('fails at once when the stream is refused', () => {
    const connection = machine();
    connection.failed();
    expect(connection.state).toBe('failed');
    vi.advanceTimersByTime(CONNECTION_TIMEOUT_MS);
    expect(changes).toEqual(['failed']);
  });

  it('reports nothing after it is disposed', () => {
    const connection = machine();
    connection.dispose();
    vi.advanceTimersByTime(CONNECTION_TIMEOUT_MS);
    connection.connected();
    expect(changes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
