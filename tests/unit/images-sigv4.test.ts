import { describe, expect, it } from 'vitest';
import { amzDateOf, authorization, encodeKeyPath, sha256Hex } from '@/lib/images/sigv4';

describe('AWS Signature Version 4', () => {
  // The "GET Object" example of the S3 documentation (Signature Calculations for the Authorization Header).
  it('signs the documentation example byte for byte', () => {
    const emptyHash = sha256Hex('');
    expect(emptyHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const signed = authorization({
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': emptyHash,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: emptyHash,
      region: 'us-east-1',
      service: 's3',
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      amzDate: '20130524T000000Z',
    });
    expect(signed).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('formats the date and encodes key segments as S3 expects', () => {
    expect(amzDateOf(new Date('2026-11-24T22:05:09.123Z'))).toBe('20261124T220509Z');
    expect(encodeKeyPath("originals/a b/it's(1)*.jpg")).toBe('originals/a%20b/it%27s%281%29%2A.jpg');
  });
});
