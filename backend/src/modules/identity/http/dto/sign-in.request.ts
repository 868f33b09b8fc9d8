import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class SignInRequest {
  @ApiProperty({ example: 'owner@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  email: string;

  @ApiProperty({ format: 'password', example: 'DemoOwner!2026' })
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  // Far above the policy's 128: an old password is still checked, but nobody makes us hash megabytes.
  @MaxLength(1024, { message: 'Invalid email or password' })
  password: string;
}
