import type { ReactNode } from 'react';
import { Card, Col, Form, Input, Row, Select } from 'antd';
import { FileField } from './FileField';
import { BUSINESS_TYPE_OPTIONS, EXPERIENCE_OPTIONS, GENDER_OPTIONS, RELATION_OPTIONS } from './register-options';
import { AADHAR_LENGTH, REGISTER_RULES as R, localDateText } from './register-rules';

/** The sections of the public registration form (spec part 1 §3 and §5, part 2 §3). */

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="register-section" title={<h2 className="register-section-title">{title}</h2>}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

function Half({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      {children}
    </Col>
  );
}

function Full({ children }: { children: ReactNode }) {
  return <Col span={24}>{children}</Col>;
}

export function PersonalSection() {
  return (
    <Section title="Personal Information">
      <Half>
        <Form.Item label="First Name" name="firstName" rules={R.firstName} required>
          <Input maxLength={100} autoComplete="given-name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="Last Name" name="lastName" rules={R.lastName} required>
          <Input maxLength={100} autoComplete="family-name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="Date of Birth" name="dateOfBirth" rules={R.dateOfBirth} required>
          <Input type="date" max={localDateText(new Date())} autoComplete="bday" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="Gender" name="gender" rules={R.gender} required validateTrigger="onChange">
          <Select options={GENDER_OPTIONS} placeholder="Select gender" />
        </Form.Item>
      </Half>
    </Section>
  );
}

export function ContactSection() {
  return (
    <Section title="Contact Details">
      <Full>
        <Form.Item label="Email" name="email" rules={R.email} required>
          <Input type="email" maxLength={254} autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
      </Full>
      <Half>
        <Form.Item label="Phone" name="phone" rules={R.phone} required>
          <Input inputMode="tel" maxLength={16} autoComplete="tel" placeholder="10-digit mobile number" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="Alternate Phone" name="alternatePhone" rules={R.alternatePhone}>
          <Input inputMode="tel" maxLength={16} placeholder="Optional" />
        </Form.Item>
      </Half>
    </Section>
  );
}

export function AddressSection() {
  return (
    <Section title="Address">
      <Full>
        <Form.Item label="Address" name="address" rules={R.address} required>
          <Input.TextArea rows={2} maxLength={500} autoComplete="street-address" />
        </Form.Item>
      </Full>
      <Col xs={24} md={8}>
        <Form.Item label="City" name="city" rules={R.city} required>
          <Input maxLength={100} autoComplete="address-level2" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="State" name="state" rules={R.state} required>
          <Input maxLength={100} autoComplete="address-level1" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Pincode" name="pincode" rules={R.pincode} required>
          <Input inputMode="numeric" maxLength={6} autoComplete="postal-code" />
        </Form.Item>
      </Col>
    </Section>
  );
}

export function ProfessionalSection() {
  return (
    <Section title="Professional Details">
      <Full>
        <Form.Item label="Studio/Photography Name" name="studioName" rules={R.studioName} required>
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
      </Full>
      <Half>
        <Form.Item label="Business Type" name="businessType" rules={R.businessType} required validateTrigger="onChange">
          <Select options={BUSINESS_TYPE_OPTIONS} placeholder="Select business type" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          label="Experience"
          name="experienceYears"
          rules={R.experienceYears}
          required
          validateTrigger="onChange"
        >
          <Select options={EXPERIENCE_OPTIONS} placeholder="Years of experience" />
        </Form.Item>
      </Half>
    </Section>
  );
}

export function IdentitySection() {
  return (
    <Section title="Identity Documents">
      <Full>
        <Form.Item
          label="Aadhar Number"
          name="aadharNumber"
          rules={R.aadharNumber}
          required
          extra="Only the last four digits are kept visible after you submit."
        >
          <Input
            inputMode="numeric"
            maxLength={AADHAR_LENGTH}
            autoComplete="off"
            placeholder="12-digit Aadhar number"
          />
        </Form.Item>
      </Full>
      <Half>
        <Form.Item label="Passport Photo" name="passportPhoto" rules={R.passportPhoto} validateTrigger="onChange">
          <FileField label="Passport Photo" accept="image/jpeg,image/png,.jpg,.jpeg,.png" hint="JPG, PNG up to 5MB" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item label="ID Proof" name="idProof" rules={R.idProof} validateTrigger="onChange">
          <FileField
            label="ID Proof"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            hint="PDF, JPG, PNG up to 5MB"
          />
        </Form.Item>
      </Half>
    </Section>
  );
}

export function EmergencySection() {
  return (
    <Section title="Emergency Contact">
      <Full>
        <Form.Item label="Emergency Contact Name" name="emergencyContactName" rules={R.emergencyContactName} required>
          <Input maxLength={100} />
        </Form.Item>
      </Full>
      <Half>
        <Form.Item
          label="Emergency Contact Phone"
          name="emergencyContactPhone"
          rules={R.emergencyContactPhone}
          required
        >
          <Input inputMode="tel" maxLength={16} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          label="Relation"
          name="emergencyContactRelation"
          rules={R.emergencyContactRelation}
          required
          validateTrigger="onChange"
        >
          <Select options={RELATION_OPTIONS} placeholder="Select relation" />
        </Form.Item>
      </Half>
    </Section>
  );
}

export function AdditionalSection() {
  return (
    <Section title="Additional Information">
      <Full>
        <Form.Item label="Referred By" name="referredBy">
          <Input maxLength={200} placeholder="Optional: the member who told you about us" />
        </Form.Item>
      </Full>
      <Full>
        <Form.Item label="Additional Information" name="additionalInfo">
          <Input.TextArea rows={3} maxLength={2000} showCount placeholder="Optional" />
        </Form.Item>
      </Full>
    </Section>
  );
}
