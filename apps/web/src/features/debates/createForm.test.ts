import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { EMPTY_VALUES, createFailure, serverFieldErrors, validateCreate } from './createForm';

describe('validateCreate', () => {
  it('names every missing field with its own code', () => {
    expect(validateCreate({ ...EMPTY_VALUES, option1_name: '   ' })).toEqual({
      option1_name: 'option1_name_required',
      option1_description: 'option1_description_required',
      option2_name: 'option2_name_required',
      option2_description: 'option2_description_required',
      category: 'sport_required',
    });
  });
  it('counts the limits after trimming', () => {
    const values = {
      option1_name: ` ${'a'.repeat(50)} `,
      option1_description: 'b'.repeat(501),
      option2_name: 'c',
      option2_description: 'd',
      category: 'Tennis',
    };
    expect(validateCreate(values)).toEqual({ option1_description: 'option1_description_too_long' });
  });
  it('accepts a complete debate', () => {
    expect(
      validateCreate({ option1_name: 'A', option1_description: 'a', option2_name: 'B', option2_description: 'b', category: 'hockey' }),
    ).toEqual({});
  });
});

describe('create failures', () => {
  it('maps a 422 to field codes, a 401 to the authentication text, anything else to the generic one', () => {
    const invalid = new ApiError(422, 'validation_error', { option2_name: 'x' }, { option2_name: 'option2_name_too_long' });
    expect(serverFieldErrors(invalid)).toEqual({ option2_name: 'option2_name_too_long' });
    expect(createFailure(invalid)).toBe('fields');
    expect(createFailure(new ApiError(401, 'unauthorized', 'Authentication required'))).toBe('authError');
    expect(createFailure(new ApiError(500, 'server_error', 'boom'))).toBe('failed');
    expect(createFailure(new ApiError(0, 'network_error', 'offline'))).toBe('failed');
  });
});
