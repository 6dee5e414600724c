import { describe, it } from '@jest/globals';
import { Type } from '@nestjs/common';
import type { ParameterObject, SchemaObject } from '@nestjs/swagger';
import {
  AddDocumentRequest,
  AdminLoginRequest,
  ChangePasswordBody,
  ConfirmEmailChangeRequest,
  RestoreEmailRequest,
  CreateOrderInput,
  EventInput,
  GalleryQuery,
  ForgotPasswordRequest,
  ListMembersQuery,
  ListPaymentRecordsQuery,
  ListRefundsQuery,
  ListSchemeMembersQuery,
  MemberInput,
  MemberLoginRequest,
  MemberStatuses,
  MembershipFeesInput,
  PaymentRecordInput,
  RefundInput,
  ResolvePaymentConflictInput,
  SettleMonthClashInput,
  PaymentRecordUpdateInput,
  RegistrationInput,
  RegistrationSettingsInput,
  RejectMemberRequest,
  RenewalRequestInput,
  CorrectionRequestInput,
  DeclineCorrectionRequestBody,
  DeclineDataRequestBody,
  ErasureRequestInput,
  ResetPasswordRequest,
  SchemeDocumentsQuery,
  SchemeSettingInput,
  SendContactMessageRequest,
  SendNotificationInput,
  SetupPasswordRequest,
  VerifyPaymentInput,
  VerifyResetTokenRequest,
  VerifySetupTokenRequest,
} from '@portal/contracts';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import assert from 'node:assert/strict';
import { operations } from './describe-dtos';
import { bodySchema, describedApi, flatten, operation } from './openapi-document.fixture';

const document = describedApi();

/** JSON bodies and the DTO class the server validates each with. */
const JSON_BODIES: [route: string, dto: Type][] = [
  ['POST /api/auth/admin/login', AdminLoginRequest],
  ['POST /api/auth/member/login', MemberLoginRequest],
  ['POST /api/auth/member/change-password', ChangePasswordBody],
  ['POST /api/auth/setup-password', SetupPasswordRequest],
  ['POST /api/auth/forgot-password', ForgotPasswordRequest],
  ['POST /api/auth/reset-password', ResetPasswordRequest],
  ['POST /api/contact', SendContactMessageRequest],
  ['PUT /api/registration/settings', RegistrationSettingsInput],
  ['POST /api/members', MemberInput],
  ['PUT /api/members/{id}', MemberInput],
  ['POST /api/members/renewal-request', RenewalRequestInput],
  ['POST /api/members/correction-requests', CorrectionRequestInput],
  ['POST /api/members/correction-requests/{requestId}/decline', DeclineCorrectionRequestBody],
  ['POST /api/members/data-requests/erasure', ErasureRequestInput],
  ['POST /api/members/data-requests/{requestId}/decline', DeclineDataRequestBody],
  ['POST /api/members/email-change/confirm', ConfirmEmailChangeRequest],
  ['POST /api/members/email-change/restore', RestoreEmailRequest],
  ['PUT /api/scheme-settings/{id}', SchemeSettingInput],
  ['PUT /api/membership-fees', MembershipFeesInput],
  ['POST /api/payment-records', PaymentRecordInput],
  ['PUT /api/payment-records/{id}', PaymentRecordUpdateInput],
  ['POST /api/payment-records/{id}/refunds', RefundInput],
  ['POST /api/payment-records/month-clashes/settle', SettleMonthClashInput],
  ['POST /api/razorpay/conflicts/{id}/resolve', ResolvePaymentConflictInput],
  ['POST /api/razorpay/create-order', CreateOrderInput],
  ['POST /api/razorpay/verify-payment', VerifyPaymentInput],
  ['POST /api/events', EventInput],
  ['PUT /api/events/{id}', EventInput],
  ['POST /api/notifications', SendNotificationInput],
];

/** Query strings and the DTO class the server validates each with. */
const QUERIES: [route: string, dto: Type][] = [
  ['GET /api/members', ListMembersQuery],
  ['GET /api/auth/reset-password/verify', VerifyResetTokenRequest],
  ['GET /api/auth/setup-password/verify', VerifySetupTokenRequest],
  ['GET /api/payment-records', ListPaymentRecordsQuery],
  ['GET /api/payment-records/scheme-members', ListSchemeMembersQuery],
  ['GET /api/payment-records/export/csv', ListPaymentRecordsQuery],
  ['GET /api/refunds', ListRefundsQuery],
  ['GET /api/gallery', GalleryQuery],
  ['GET /api/scheme-documents', SchemeDocumentsQuery],
];

/**
 * What the DTO's class-validator metadata says, read here independently of the document's generator:
 * its properties, which are required (no @IsOptional/@ValidateIf), and the keywords its checks imply.
 */
function dtoFacts(dto: Type, only?: readonly string[]) {
  const metas = getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((m) => !only || only.includes(m.propertyName));
  const properties = [...new Set(metas.map((m) => m.propertyName))];
  const optional = new Set(
    metas.filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION).map((m) => m.propertyName),
  );
  const keywords = new Map<string, Record<string, unknown>>(properties.map((p) => [p, {}]));
  for (const m of metas) {
    const k = keywords.get(m.propertyName)!;
    const [constraint] = (m.constraints ?? []) as unknown[];
    if (m.name === 'matches') k.pattern = (constraint as RegExp).source;
    if (m.name === 'minLength') k.minLength = constraint;
    if (m.name === 'maxLength') k.maxLength = constraint;
    if (m.name === 'isIn' && !m.each) k.enum = constraint;
    if (m.name === 'isEmail') k.format = 'email';
    if (Array.isArray(constraint))
      for (const rule of constraint as { schema?: object }[]) Object.assign(k, rule?.schema);
  }
  return { properties, required: properties.filter((p) => !optional.has(p)), keywords };
}

function assertDescribes(route: string, schema: ReturnType<typeof flatten>, dto: Type, only?: readonly string[]): void {
  const facts = dtoFacts(dto, only);
  assert.deepEqual(
    Object.keys(schema.properties).sort(),
    [...facts.properties].sort(),
    `${route}: the properties of ${dto.name}`,
  );
  assert.deepEqual(
    [...schema.required].sort(),
    [...facts.required].sort(),
    `${route}: the required properties of ${dto.name}`,
  );
  for (const [property, keywords] of facts.keywords) {
    for (const [keyword, value] of Object.entries(keywords)) {
      assert.deepEqual(
        (schema.properties[property] as Record<string, unknown>)[keyword],
        value,
        `${route}: ${property}.${keyword} as ${dto.name} checks it`,
      );
    }
  }
}

describe('the API description at /api/docs', () => {
  it('describes each JSON body with exactly the properties, required fields and rules of the DTO the server validates it with', () => {
    for (const [route, dto] of JSON_BODIES) assertDescribes(route, bodySchema(route), dto);
  });

  it("describes the reject body with the membership service's rule for reason", () => {
    assertDescribes('POST /api/members/{id}/reject', bodySchema('POST /api/members/{id}/reject'), RejectMemberRequest, [
      'reason',
    ]);
  });

  it('describes the registration form with every field of RegistrationInput and the two optional files', () => {
    const route = 'POST /api/register';
    const form = bodySchema(route, 'multipart/form-data');
    const { passportPhoto, idProof, ...fields } = form.properties;
    assertDescribes(route, { properties: fields, required: form.required }, RegistrationInput);
    for (const file of [passportPhoto, idProof]) assert.deepEqual([file?.type, file?.format], ['string', 'binary']);
    assert.ok(bodySchema(route, 'application/json'), 'the form may also come as JSON');
  });

  it('documents the pincode rule of the registration form: at least six digits', () => {
    const pincode = bodySchema('POST /api/register', 'multipart/form-data').properties.pincode;
    assert.equal(typeof pincode?.pattern, 'string', 'pincode has a pattern');
    const pattern = new RegExp(pincode.pattern!);
    for (const good of ['560001', '5600011']) assert.ok(pattern.test(good), `${good} is a pincode`);
    for (const bad of ['56001', '56 001', 'abcdef', '']) assert.ok(!pattern.test(bad), `${bad} is not a pincode`);
  });

  it('describes the document upload with its file and the fields the membership service checks', () => {
    const route = 'POST /api/members/{id}/documents';
    const form = bodySchema(route, 'multipart/form-data');
    const { file, ...fields } = form.properties;
    assert.deepEqual([file?.type, file?.format], ['string', 'binary']);
    assertDescribes(
      route,
      { properties: fields, required: form.required.filter((f) => f !== 'file') },
      AddDocumentRequest,
      ['documentType', 'description'],
    );
    assert.ok(form.required.includes('file'), 'the file is required');
  });

  it('describes each file upload with the multipart field the receiver reads', () => {
    for (const [route, field] of [
      ['POST /api/members/{id}/photo', 'photo'],
      ['POST /api/members/{id}/id-card', 'idCard'],
      ['POST /api/members/bulk-import', 'file'],
    ]) {
      const form = bodySchema(route, 'multipart/form-data');
      assert.deepEqual(Object.keys(form.properties), [field], route);
      assert.deepEqual(form.required, [field], route);
    }
  });

  it('lists the query parameters of each query DTO, with the rules the server checks', () => {
    for (const [route, dto] of QUERIES) {
      const parameters = (operation(route).parameters ?? []).filter(
        (p): p is ParameterObject => 'in' in p && p.in === 'query',
      );
      const schema = flatten({
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema as SchemaObject])),
      });
      schema.required = parameters.filter((p) => p.required).map((p) => p.name);
      assertDescribes(route, schema, dto);
    }
    const status = (operation('GET /api/members').parameters as ParameterObject[]).find((p) => p.name === 'status');
    assert.deepEqual((status?.schema as SchemaObject).enum, [...MemberStatuses]);
  });

  it('leaves no request body or component schema without properties', () => {
    // An answer schema may also be a list of values (an enum) or a choice of shapes (anyOf).
    const empty = Object.entries(document().components?.schemas ?? {})
      .filter(([, schema]) => {
        const { properties, enum: values, anyOf, oneOf, allOf } = schema as SchemaObject;
        return Object.keys(properties ?? {}).length === 0 && !values?.length && !(anyOf ?? oneOf ?? allOf)?.length;
      })
      .map(([name]) => name);
    assert.deepEqual(empty, [], 'component schemas no DTO rule describes');
    for (const [path, method, op] of operations(document())) {
      const content =
        (op.requestBody as { content?: Record<string, { schema: SchemaObject }> } | undefined)?.content ?? {};
      for (const [type, { schema }] of Object.entries(content)) {
        assert.ok(
          Object.keys(flatten(schema).properties).length > 0,
          `${method.toUpperCase()} ${path} (${type}) has described fields`,
        );
      }
    }
  });
});
