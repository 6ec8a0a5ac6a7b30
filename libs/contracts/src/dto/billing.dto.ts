import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CreateCheckoutSessionRequest {
  @IsString({ message: 'priceId is required' })
  @IsNotEmpty({ message: 'priceId is required' })
  @MaxLength(200)
  priceId!: string;
}

export class UpgradeSubscriptionRequest {
  @IsString({ message: 'new_price_id is required' })
  @IsNotEmpty({ message: 'new_price_id is required' })
  @MaxLength(200)
  new_price_id!: string;
}
