import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { messages } from '../accounts/schema-messages';
import { childProfilePostSchema, childProfilePutSchema, sniffImageType } from '#shared/schemas/family';
import type { UploadedFile } from '#shared/schemas/form-fields';

/** The child form and the parent's details (spec 01 §5), and the photo rules. */

const file = (bytes: number[] | Uint8Array, name = 'p.png'): UploadedFile => ({
  kind: 'file',
  filename: name,
  declaredType: 'image/png',
  bytes: Uint8Array.from(bytes),
});
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];

describe('child form (POST v1/childprofile with child fields)', () => {
  it('adds a child with a photo or an avatar', () => {
    expect(
      z.parse(childProfilePostSchema, { child_name: 'Anu K. Nair', child_grade: '5', child_photo: file(png) }),
    ).toMatchObject({ action: 'addChild', child_grade: 5 });
    expect(z.parse(childProfilePostSchema, { child_name: 'Anu', child_grade: 10, child_avatar: '5' })).toMatchObject({
      action: 'addChild',
      child_avatar: 5,
    });
  });

  it.each([
    [{ child_grade: '4' }, 'child_name', "Child's name is required"],
    [{ child_name: 'Anu1', child_grade: '4' }, 'child_name', 'Name should only contain alphabets'],
    [{ child_name: 'Anu' }, 'child_grade', "Child's grade is required"],
    [{ child_name: 'Anu', child_grade: '11' }, 'child_grade', 'Please select your grade'],
    [{ child_name: 'Anu', child_grade: '4', child_avatar: 0 }, 'child_avatar', 'Please choose one of the five avatars'],
    [
      { child_name: 'Anu', child_grade: '4', child_avatar: [2] },
      'child_avatar',
      'Please choose one of the five avatars',
    ],
    [
      { child_name: 'Anu', child_grade: '4', child_photo: file([1, 2, 3]) },
      'child_photo',
      'Please upload a JPEG, PNG or WebP photo.',
    ],
    [
      { child_name: 'Anu', child_grade: '4', child_photo: file(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x89)) },
      'child_photo',
      'Please upload a photo within 2 MB.',
    ],
    [
      { child_name: 'Anu', child_grade: '4', child_photo: 'not a file' },
      'child_photo',
      'Please upload a JPEG, PNG or WebP photo.',
    ],
  ])('%j → %s: %s', (body, field, message) => {
    expect(messages(childProfilePostSchema, body)[field]).toBe(message);
  });

  it('refuses a deeply nested avatar with its message, not a stack overflow', () => {
    const deep: unknown = JSON.parse('['.repeat(5000) + ']'.repeat(5000));
    expect(
      messages(childProfilePostSchema, { child_name: 'Anu', child_grade: '4', child_avatar: deep }).child_avatar,
    ).toBe('Please choose one of the five avatars');
  });
});

describe('parent details (POST v1/childprofile with parent fields)', () => {
  it('reads the parent WhatsApp number as 10 digits starting 7-9', () => {
    expect(
      z.parse(childProfilePostSchema, {
        parent_name: 'Lata',
        receiveWhatsappNotification: '1',
        whatsappNumber: '9012345678',
      }),
    ).toMatchObject({ action: 'updateParent' });
    expect(messages(childProfilePostSchema, { parent_name: 'Lata', whatsappNumber: '6012345678' })).toEqual({
      whatsappNumber: 'Incorrect mobile number',
    });
    expect(messages(childProfilePostSchema, { parent_name: 'Lata', receiveWhatsappNotification: true })).toEqual({
      whatsappNumber: 'Whatsapp number required',
    });
    expect(messages(childProfilePostSchema, { parent_name: '' })).toEqual({ parent_name: 'Please enter your name' });
  });
});

describe('PUT v1/childprofile', () => {
  it('tells edit, delete and PIN reset apart, and needs the child', () => {
    expect(z.parse(childProfilePutSchema, { child_id: 'c1', is_delete: 1 })).toEqual({
      action: 'delete',
      child_id: 'c1',
      is_delete: true,
    });
    expect(z.parse(childProfilePutSchema, { child_id: 'c1', reset_pin: 'true' })).toEqual({
      action: 'resetPin',
      child_id: 'c1',
      reset_pin: true,
    });
    expect(z.parse(childProfilePutSchema, { child_id: 'c1', child_name: 'Om', child_grade: '3' })).toMatchObject({
      action: 'edit',
      child_grade: 3,
    });
    expect(messages(childProfilePutSchema, { is_delete: true })).toEqual({ child_id: 'Child Token not found!' });
    expect(messages(childProfilePutSchema, { child_id: 'c1' })).toMatchObject({
      child_name: "Child's name is required",
      child_grade: "Child's grade is required",
    });
  });
});

describe('photo type from the bytes', () => {
  it('knows JPEG, PNG and WebP and nothing else', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from(png))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});
