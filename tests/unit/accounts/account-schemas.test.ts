import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { messages } from './schema-messages';
import {
  childAgeIssue,
  legacyProfileSchema,
  licenceKeySchema,
  onboardingSchema,
  profileSchema,
  sendMobileOtpSchema,
  verifyMobileOtpSchema,
} from '#shared/schemas/accounts';

/** Every validation message of spec 01 §5 for the profile, onboarding and other forms, verbatim. */

const profile = {
  full_name: 'Asha Rao',
  email: 'asha@example.com',
  user_type: 'Student',
};

describe('profile form (POST v3/user_profile)', () => {
  it('accepts a complete profile and normalises its values', () => {
    const parsed = z.parse(profileSchema, {
      ...profile,
      age: '30',
      gender: 'F',
      phone: ' 9876543210 ',
      childrenAge: '5, 9',
      isParent: 'true',
      email: 'Asha@Example.com',
    });
    expect(parsed).toMatchObject({
      age: 30,
      gender: 'F',
      phone: '9876543210',
      childrenAge: [5, 9],
      isParent: true,
      email: 'asha@example.com',
    });
  });

  it.each([
    [{ full_name: '' }, 'full_name', 'Name is required'],
    [{ full_name: 'Asha 2' }, 'full_name', 'Name should only contain alphabets'],
    [{ age: 'ten' }, 'age', 'Age should be numeric'],
    [{ age: '0' }, 'age', 'Age should be greater than 0'],
    [{ age: 100 }, 'age', 'Age should be less than 100'],
    [{ phone: '5876543210' }, 'phone', 'Phone number is not valid'],
    [{ phone: '98765' }, 'phone', 'Phone number is not valid'],
    [{ email: '' }, 'email', 'Email id is required'],
    [{ email: 'asha@' }, 'email', 'Email id is not valid'],
    [{ user_type: undefined }, 'user_type', 'Please tell us about yourself'],
    [{ user_type: 'Astronaut' }, 'user_type', 'Please tell us about yourself'],
    [{ childrenAge: '0' }, 'childrenAge', 'Child age should be at least 1'],
    [{ childrenAge: '4,18' }, 'childrenAge', 'Child age should be less than 18'],
    [{ childrenAge: '4,x' }, 'childrenAge', 'Age should be numeric'],
    [{ childrenAge: '4, ,6' }, 'childrenAge', 'Please add age or remove field'],
    [{ childrenAge: '1,2,3,4,5,6,7,8,9' }, 'childrenAge', 'You can add up to 8 children.'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(messages(profileSchema, { ...profile, ...change })[field]).toBe(message);
  });

  it('takes up to eight children ages and a blank phone', () => {
    expect(z.parse(profileSchema, { ...profile, childrenAge: '1,2,3,4,5,6,7,17', phone: '' })).toMatchObject({
      childrenAge: [1, 2, 3, 4, 5, 6, 7, 17],
    });
    expect(z.parse(profileSchema, { ...profile, phone: '' }).phone).toBeUndefined();
  });

  it('checks one child age as typed (the web checks each row)', () => {
    expect(childAgeIssue('')).toBe('Please add age or remove field');
    expect(childAgeIssue('7')).toBeUndefined();
  });

  it('reads the profile WhatsApp number as 10 digits starting 7-9', () => {
    expect(
      messages(profileSchema, { ...profile, receiveWhatsappNotification: true, whatsappNumber: '7123456789' }),
    ).toEqual({});
    expect(
      messages(profileSchema, { ...profile, receiveWhatsappNotification: true, whatsappNumber: '6123456789' }),
    ).toEqual({ whatsappNumber: 'Incorrect mobile number' });
    expect(messages(profileSchema, { ...profile, receiveWhatsappNotification: true })).toEqual({
      whatsappNumber: 'Whatsapp number required',
    });
    expect(messages(profileSchema, { ...profile, receiveWhatsappNotification: false })).toEqual({});
  });

  it('asks for the free text when the purpose is Others', () => {
    expect(messages(profileSchema, { ...profile, primary_purpose: 'Others' })).toEqual({
      primary_purpose_other: 'Please tell us your purpose',
    });
    expect(
      messages(profileSchema, { ...profile, primary_purpose: 'Others', primary_purpose_other: 'Debate club' }),
    ).toEqual({});
  });

  it('reports cross-field messages together with the fields’ own', () => {
    expect(messages(profileSchema, { ...profile, full_name: '', receiveWhatsappNotification: '1' })).toEqual({
      full_name: 'Name is required',
      whatsappNumber: 'Whatsapp number required',
    });
  });
});

const onboarding = {
  user_type: 'Homemaker',
  isParent: false,
  receiveWhatsappNotification: false,
  isSubscribe: true,
  full_name: 'Ravi Kumar',
};

describe('onboarding (POST v1/onboarding)', () => {
  it('accepts all the steps’ answers', () => {
    expect(
      z.parse(onboardingSchema, {
        ...onboarding,
        receiveWhatsappNotification: 'yes',
        whatsappNumber: '6123456789',
        phone: '9123456789',
        email: 'Ravi@example.com',
      }),
    ).toMatchObject({
      receiveWhatsappNotification: true,
      whatsappNumber: '6123456789',
      email: 'ravi@example.com',
    });
  });

  it.each([
    [{ user_type: '' }, 'user_type', 'Your background is required'],
    [{ isParent: undefined }, 'isParent', 'Please fill out this field'],
    [{ receiveWhatsappNotification: undefined }, 'receiveWhatsappNotification', 'Whatsapp Notification is required'],
    [{ receiveWhatsappNotification: true }, 'whatsappNumber', 'Whatsapp number required'],
    [{ receiveWhatsappNotification: true, whatsappNumber: '5123456789' }, 'whatsappNumber', 'Incorrect mobile number'],
    [{ isSubscribe: '' }, 'isSubscribe', 'Notification is required'],
    [{ phone: '123' }, 'phone', 'Incorrect mobile number'],
    [{ email: 'ravi.example.com' }, 'email', 'Incorrect email id'],
    [{ full_name: ' ' }, 'full_name', 'Name is required.'],
    [{ full_name: 'Ravi_K' }, 'full_name', 'Incorrect name.'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(messages(onboardingSchema, { ...onboarding, ...change })[field]).toBe(message);
  });

  it('reads the onboarding WhatsApp number as 10 digits starting 6-9', () => {
    expect(
      messages(onboardingSchema, { ...onboarding, receiveWhatsappNotification: true, whatsappNumber: '6123456789' }),
    ).toEqual({});
    expect(
      messages(onboardingSchema, { ...onboarding, receiveWhatsappNotification: true, whatsappNumber: '5999999999' }),
    ).toEqual({ whatsappNumber: 'Incorrect mobile number' });
  });
});

describe('coach-call update (POST v1/user_profile) and the other forms', () => {
  it('gives the coach-call messages', () => {
    expect(messages(legacyProfileSchema, { phone: '5123456789', email: '', full_name: '' })).toEqual({
      phone: 'Please enter a valid mobile number',
      email: 'Please enter your email.',
      full_name: 'Please enter your full name.',
    });
    expect(messages(legacyProfileSchema, { phone: '6123456789', email: 'a@b.co', full_name: 'A B' })).toEqual({});
  });

  it('needs an OTP in the OTP modal and a mobile to verify', () => {
    expect(messages(verifyMobileOtpSchema, { otp: '' })).toEqual({ otp: 'Please enter OTP.' });
    expect(messages(sendMobileOtpSchema, { mobile: '' })).toEqual({ mobile: 'Phone number is required' });
    expect(messages(sendMobileOtpSchema, { mobile: '4123456789' })).toEqual({ mobile: 'Phone number is not valid' });
  });

  it('needs a licence key', () => {
    expect(messages(licenceKeySchema, { license_key: '' })).toEqual({ license_key: 'Please enter a licence key' });
    expect(messages(licenceKeySchema, { license_key: 'FLU-ORG1-0002' })).toEqual({});
  });
});

describe('optional choices', () => {
  it('takes a blank purpose or gender as none, and refuses one not in the list', () => {
    expect(z.parse(profileSchema, { ...profile, primary_purpose: '', gender: '' })).toMatchObject({
      primary_purpose: undefined,
      gender: undefined,
    });
    expect(messages(profileSchema, { ...profile, primary_purpose: 'Fame' })).toEqual({
      primary_purpose: 'Please choose a purpose from the list',
    });
  });
});
