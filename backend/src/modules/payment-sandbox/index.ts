export { PaymentSandboxModule } from './payment-sandbox.module';
export { SandboxObjectSchema } from './infrastructure/sandbox-object.schema';
