-- "My services" of signed-in users (docs/product-rules.md#my-services); deleted with the account.
CREATE TABLE "user_services" (
	"user_id" text NOT NULL,
	"service" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_services_user_id_service_pk" PRIMARY KEY("user_id","service")
);
--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
