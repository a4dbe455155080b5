import { describe, expect, it } from 'vitest';
import type { Refusal } from '../errors/Refusal';
import { SdkError } from '../errors/SdkError';
import { sessionErrorMessage } from './sessionErrorMessage';

function graphQLError(...messages: string[]) {
  return new SdkError('graphql', messages.join('\n'), {
    graphQLErrors: messages.map((message) => ({ message, category: 'graphql-input' })),
  });
}

describe('sessionErrorMessage', () => {
  it('gives the one message of a refused login', () => {
    const error = graphQLError('The account sign-in was incorrect.');

    expect(sessionErrorMessage(error)).toEqual({
      code: 'backend',
      message: 'The account sign-in was incorrect.',
    });
  });

  it('joins several messages with a comma and a space, in order', () => {
    const error = graphQLError(
      '"x" is not a valid email address.',
      'Required parameters are missing: firstname',
    );

    expect(sessionErrorMessage(error).message).toBe(
      '"x" is not a valid email address., Required parameters are missing: firstname',
    );
  });

  it('leaves out empty and repeated messages', () => {
    const error = graphQLError('Feil', ' ', 'Feil', 'Annen feil');

    expect(sessionErrorMessage(error).message).toBe('Feil, Annen feil');
  });

  it('translates each message before joining', () => {
    const error = graphQLError('A', 'B');
    const translate = (message: string) => (message === 'A' ? 'Æ' : message);

    expect(sessionErrorMessage(error, translate)).toEqual({ code: 'backend', message: 'Æ, B' });
  });

  it('gives each message its typed refusal to translate by', () => {
    const error = new SdkError('graphql', 'x', {
      graphQLErrors: [
        {
          message: 'The account sign-in was incorrect.',
          category: 'graphql-authentication',
          extensions: { error_code: 'INVALID_CREDENTIALS' },
        },
        { message: 'Internal server error' },
      ],
    });
    const translate = (message: string, refusal: Refusal | null) => refusal?.kind ?? message;

    expect(sessionErrorMessage(error, translate).message).toBe(
      'invalid_credentials, Internal server error',
    );
  });

  it('gives the messages of an authorization error too', () => {
    const error = new SdkError('authorization', 'x', {
      graphQLErrors: [
        { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
      ],
    });

    expect(sessionErrorMessage(error).message).toBe("The current customer isn't authorized.");
  });

  it('gives the network code when the backend was not reached or answered without a body', () => {
    expect(sessionErrorMessage(new SdkError('network', 'offline'))).toEqual({
      code: 'network',
      message: null,
    });
    expect(sessionErrorMessage(new SdkError('http', 'HTTP 502', { statusCode: 502 }))).toEqual({
      code: 'network',
      message: null,
    });
  });

  it('gives the unexpected code for anything else', () => {
    expect(sessionErrorMessage(new Error('boom'))).toEqual({ code: 'unexpected', message: null });
    expect(sessionErrorMessage('boom')).toEqual({ code: 'unexpected', message: null });
    expect(sessionErrorMessage(new SdkError('invalid-argument', 'bad'))).toEqual({
      code: 'unexpected',
      message: null,
    });
    expect(sessionErrorMessage(new SdkError('graphql', 'no messages'))).toEqual({
      code: 'unexpected',
      message: null,
    });
  });
});
